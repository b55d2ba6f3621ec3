import { describe, expect, it } from 'vitest';
import { wordCount } from './alignment';
import { type SampleCue, seededRandom, stratifiedSample } from './sample';

/** `n` cues of `words` words each, one every 3 s. */
const track = (n: number, words = 5): SampleCue[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    startMs: i * 3000,
    endMs: i * 3000 + 2500,
    text: Array.from({ length: words }, (_, w) => `w${i}x${w}`).join(' '),
  }));
const wordsOf = (cues: SampleCue[]) => cues.reduce((sum, c) => sum + wordCount(c.text), 0);

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(values[0]);
  });
});

describe('stratifiedSample', () => {
  it.each([
    // cues, words per cue, target → cues sampled
    [1000, 5, 400, 80],
    [1000, 5, 401, 81],
    [300, 7, 400, 58],
    [50, 5, 400, 50], // 250 words: the whole track
    [80, 5, 400, 80], // exactly the target: the whole track
  ])('%i cues of %i words, target %i → %i cues', (n, words, target, sampled) => {
    const sample = stratifiedSample(track(n, words), target, 7);
    expect(sample).toHaveLength(sampled);
    expect(wordsOf(sample)).toBeGreaterThanOrEqual(Math.min(target, n * words));
  });

  it('is the same for the same seed, different for another, in time order and without repeats', () => {
    const cues = track(1000);
    const first = stratifiedSample(cues, 400, 1);
    expect(stratifiedSample(cues, 400, 1)).toEqual(first);
    expect(stratifiedSample(cues, 400, 2)).not.toEqual(first);
    expect(new Set(first.map((c) => c.id)).size).toBe(first.length);
    expect(first.map((c) => c.startMs)).toEqual([...first.map((c) => c.startMs)].sort((a, b) => a - b));
  });

  it('takes one cue from every equal slice of the duration', () => {
    const cues = track(1000);
    const sample = stratifiedSample(cues, 400, 3);
    const slice = cues.at(-1)!.endMs / 80; // 80 slices of 5 words make the 400
    const slices = new Set(sample.map((c) => Math.floor((c.startMs + c.endMs) / 2 / slice)));
    expect(slices.size).toBe(80);
  });

  it('leaves out cues without words', () => {
    const cues = [...track(10), { id: 'music', startMs: 40_000, endMs: 41_000, text: '♪' }];
    expect(stratifiedSample(cues, 400, 1).map((c) => c.id)).not.toContain('music');
  });

  it('samples unevenly long cues until the words are enough', () => {
    const cues = track(500).map((c, i) => (i % 10 === 0 ? { ...c, text: `${c.text} ${c.text} ${c.text}` } : c));
    const sample = stratifiedSample(cues, 400, 11);
    expect(wordsOf(sample)).toBeGreaterThanOrEqual(400);
    expect(wordsOf(sample)).toBeLessThan(400 + 15);
  });
});
