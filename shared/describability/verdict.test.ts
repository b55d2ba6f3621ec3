import { describe, expect, it } from 'vitest';
import { clockTime, type DescribabilityFindings, describabilityVerdict, wordsThatFit } from './verdict';

const MINUTE = 60_000;
const base: DescribabilityFindings = {
  durationMs: 2 * MINUTE,
  sceneChanges: 0,
  onScreenText: [],
  ocrRan: true,
  hasSpeech: true,
};

const CASES: { name: string; findings: Partial<DescribabilityFindings>; verdict: string }[] = [
  {
    name: 'a talking head with no text',
    findings: {},
    verdict: 'likely not needed: talking head, no scene changes, no on-screen text found',
  },
  {
    name: 'a talking head whose text is all spoken',
    findings: { sceneChanges: 2, onScreenText: [{ atMs: 5_000, spoken: true }] },
    verdict: 'likely not needed: talking head, 2 scene changes, all text spoken',
  },
  {
    name: 'a talking head where OCR could not run',
    findings: { sceneChanges: 1, ocrRan: false },
    verdict: 'likely not needed: talking head, 1 scene change, on-screen text not checked (no OCR engine)',
  },
  {
    name: 'a busy picture',
    findings: { sceneChanges: 14 },
    verdict: 'likely needs AD: 14 scene changes',
  },
  {
    name: 'at the edge: 4 changes in 2 minutes is 2 a minute, not more',
    findings: { sceneChanges: 4 },
    verdict: 'likely not needed: talking head, 4 scene changes, no on-screen text found',
  },
  {
    name: 'short and cut often, but fewer than three changes',
    findings: { durationMs: 10_000, sceneChanges: 2 },
    verdict: 'likely not needed: talking head, 2 scene changes, no on-screen text found',
  },
  {
    name: 'text never spoken, with the busy picture',
    findings: {
      sceneChanges: 14,
      onScreenText: [
        { atMs: 12_000, spoken: false },
        { atMs: 30_000, spoken: true },
        { atMs: 100_000, spoken: false },
      ],
    },
    verdict: 'likely needs AD: 14 scene changes, on-screen text at 0:12 and 1:40 never spoken',
  },
  {
    name: 'many unspoken texts are summarised',
    findings: { onScreenText: [1, 2, 3, 4, 5, 6, 7].map((s) => ({ atMs: s * 1000, spoken: false })) },
    verdict: 'likely needs AD: on-screen text at 0:01, 0:02, 0:03, 0:04 and 0:05 and 2 more never spoken',
  },
  {
    name: 'nobody speaks over a changing picture',
    findings: { sceneChanges: 1, hasSpeech: false },
    verdict: 'likely needs AD: no speech over a changing picture',
  },
];

describe('describabilityVerdict', () => {
  it.each(CASES)('$name', ({ findings, verdict }) => {
    const result = describabilityVerdict({ ...base, ...findings });
    expect(result.verdict).toBe(verdict);
    expect(result.likelyNeeded).toBe(verdict.startsWith('likely needs AD'));
    expect(result.verdict).toContain(result.reasons.join(', '));
  });
});

describe('wordsThatFit and clockTime', () => {
  it('counts whole words at 160 a minute', () => {
    expect(wordsThatFit(3_000)).toBe(8);
    expect(wordsThatFit(60_000)).toBe(160);
    expect(wordsThatFit(300)).toBe(0);
    expect(wordsThatFit(3_000, 200)).toBe(10);
  });

  it('writes times as a person reads them', () => {
    expect(clockTime(12_345)).toBe('0:12');
    expect(clockTime(100_000)).toBe('1:40');
    expect(clockTime(3_723_000)).toBe('1:02:03');
  });
});
