import { describe, expect, it } from 'vitest';
import { speechGaps } from './gaps';

describe('speechGaps', () => {
  it('finds the silences before, between and after speech, with the words that fit', () => {
    const speech = [
      { startMs: 5_000, endMs: 6_000 },
      { startMs: 200, endMs: 2_000 },
      { startMs: 1_500, endMs: 2_500 },
    ];
    expect(speechGaps(speech, 9_500)).toEqual([
      { startMs: 2_500, endMs: 5_000, words: 6 },
      { startMs: 6_000, endMs: 9_500, words: 9 },
    ]);
  });

  it('is the whole file when nobody speaks, and nothing for unbroken speech', () => {
    expect(speechGaps([], 30_000)).toEqual([{ startMs: 0, endMs: 30_000, words: 80 }]);
    expect(speechGaps([{ startMs: 0, endMs: 10_000 }], 10_000)).toEqual([]);
  });
});
