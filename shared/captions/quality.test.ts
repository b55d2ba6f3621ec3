import { describe, expect, it } from 'vitest';
import { checkQuality, GUIDELINES } from './quality';

describe('checkQuality', () => {
  it('flags line length, reading speed, duration, overlaps and short gaps per guideline', () => {
    const track = {
      cues: [
        { startMs: 0, endMs: 2000, text: 'This line is definitely longer than thirty-two' },
        { startMs: 1500, endMs: 2000, text: 'Fast' },
        { startMs: 2030, endMs: 4030, text: 'Fine' },
      ],
    };
    const broadcast = checkQuality(track, GUIDELINES.broadcast32).map((i) => [i.cue, i.kind]);
    expect(broadcast).toEqual([
      [0, 'line-length'],
      [0, 'cps'],
      [0, 'overlap'],
      [1, 'too-short'],
      [1, 'gap'],
    ]);
    const relaxed = checkQuality(track, GUIDELINES.cps20).map((i) => [i.cue, i.kind]);
    expect(relaxed).toEqual([
      [0, 'line-length'],
      [0, 'cps'],
      [0, 'overlap'],
      [1, 'too-short'],
      [1, 'gap'],
    ]);
    expect(checkQuality({ cues: [{ startMs: 0, endMs: 2000, text: 'x'.repeat(38) }] }, GUIDELINES.cps20)).toEqual([]);
    expect(checkQuality({ cues: [{ startMs: 0, endMs: 2000, text: 'x'.repeat(38) }] }, GUIDELINES.cps17)[0]?.kind).toBe(
      'cps',
    );
  });
});
