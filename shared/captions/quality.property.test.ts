import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CaptionRules, DEFAULT_CAPTION_RULES } from '../schemas/settings';
import { applyFix } from './quality-fixes';
import { checkCaptionProblems, type IdentifiedCue } from './quality-problems';
import { cueCps, lineLengths } from './quality-text';

const RULE_SETS: CaptionRules[] = [
  DEFAULT_CAPTION_RULES,
  { ...DEFAULT_CAPTION_RULES, maxCps: 13 },
  { ...DEFAULT_CAPTION_RULES, minGapMs: 0 },
  { maxCharsPerLine: 32, maxLines: 4, maxCps: 20, minDurationMs: 1000, maxDurationMs: 6000, minGapMs: 67 },
];

const WORDS = ['one', 'three', 'Hello,', 'world.', 'extraordinarily', '😀', '<i>', '</i>', '<b>', '</b>', '\n', ' '];

/** Tracks sorted by start as the editor keeps them, with every kind of trouble: overlaps, tiny gaps, tags. */
const track = fc
  .array(
    fc.record({
      gap: fc.integer({ min: -1500, max: 3000 }),
      duration: fc.integer({ min: 0, max: 16_000 }),
      words: fc.array(fc.constantFrom(...WORDS), { maxLength: 40 }),
      speaker: fc.option(fc.constantFrom('Ann', 'Dr Okafor'), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((specs) => {
    let at = 0;
    const cues: IdentifiedCue[] = specs.map((s, i) => {
      at = Math.max(0, at + s.gap);
      const cue = { id: `c${i}`, startMs: at, endMs: at + s.duration, text: s.words.join(' ') };
      at += s.duration;
      return s.speaker ? { ...cue, speaker: s.speaker } : cue;
    });
    return cues.sort((a, b) => a.startMs - b.startMs);
  });

/** Pairs of cues (by original id; split pieces count as their cue) that overlap in time. */
function overlappingPairs(cues: readonly IdentifiedCue[]): Set<string> {
  const origin = (id: string) => id.replace(/-\d+$/, '');
  const pairs = new Set<string>();
  for (let i = 0; i < cues.length; i++)
    for (let j = i + 1; j < cues.length; j++) {
      const [a, b] = [cues[i]!, cues[j]!];
      if (origin(a.id) !== origin(b.id) && a.startMs < b.endMs && b.startMs < a.endMs)
        pairs.add([origin(a.id), origin(b.id)].sort().join('|'));
    }
  return pairs;
}

/** Cues (by original id) followed by a gap under the minimum. */
const gappedWith = (rules: CaptionRules) => (cues: readonly IdentifiedCue[]) =>
  new Set(
    checkCaptionProblems(cues, rules)
      .filter((p) => p.rule === 'gap')
      .map((p) => p.cueId.replace(/-\d+$/, '')),
  );

const runs = { numRuns: 250 };

describe('caption quality, for any track', () => {
  it('every one-click fix makes its cue pass the rule and adds no overlap', () => {
    fc.assert(
      fc.property(track, fc.constantFrom(...RULE_SETS), (cues, rules) => {
        const gapped = gappedWith(rules);
        const gappedBefore = gapped(cues);
        const overlapsBefore = overlappingPairs(cues);
        for (const problem of checkCaptionProblems(cues, rules)) {
          if (!problem.fix) continue;
          const after = applyFix(cues, problem, rules);
          expect(after).not.toBe(cues);
          // The cue's pieces: itself, or what a split made of it; none after a delete.
          const pieces = new Set(after.map((c) => c.id).filter((id) => id.replace(/-\d+$/, '') === problem.cueId));
          const same = (rule: string) =>
            rule === 'line-count' || rule === 'line-length' ? ['line-count', 'line-length'] : [rule];
          const still = checkCaptionProblems(after, rules).filter(
            (p) => pieces.has(p.cueId) && same(problem.rule).includes(p.rule),
          );
          expect(still, `${problem.fix} on ${problem.cueId}`).toEqual([]);
          for (const pair of overlappingPairs(after)) expect(overlapsBefore).toContain(pair);
          // Moving an edge keeps the minimum gap (deleting a cue may bring two others close).
          if (problem.fix !== 'delete-cue')
            expect([...gapped(after)].filter((id) => !gappedBefore.has(id))).toEqual([]);
          expect(after.every((c) => c.startMs >= 0 && c.endMs >= c.startMs)).toBe(true);
        }
      }),
      runs,
    );
  });

  it('a cue with no problem obeys every limit', () => {
    fc.assert(
      fc.property(track, fc.constantFrom(...RULE_SETS), (cues, rules) => {
        const flagged = new Set(checkCaptionProblems(cues, rules).map((p) => p.cueId));
        cues.forEach((cue, i) => {
          if (flagged.has(cue.id)) return;
          const duration = cue.endMs - cue.startMs;
          expect(Math.max(...lineLengths(cue))).toBeLessThanOrEqual(rules.maxCharsPerLine);
          expect(lineLengths(cue).length).toBeLessThanOrEqual(rules.maxLines);
          expect(duration).toBeGreaterThanOrEqual(rules.minDurationMs);
          expect(duration).toBeLessThanOrEqual(rules.maxDurationMs);
          expect(cueCps(cue)).toBeLessThanOrEqual(rules.maxCps + 1e-9);
          const next = cues[i + 1];
          if (next) expect(next.startMs === cue.endMs || next.startMs - cue.endMs >= rules.minGapMs).toBe(true);
        });
      }),
      runs,
    );
  });
});
