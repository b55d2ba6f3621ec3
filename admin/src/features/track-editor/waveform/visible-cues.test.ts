import type { Cue } from '@shared/schemas/embed';
import { describe, expect, it } from 'vitest';
import { cuesInWindow, longestCueMs } from './visible-cues';

const cue = (id: string, startMs: number, endMs: number): Cue => ({ id, startMs, endMs, text: id });

describe('cuesInWindow', () => {
  const many = Array.from({ length: 10_000 }, (_, i) => cue(`c${i}`, i * 1000, i * 1000 + 800));

  it('returns only the cues overlapping the window, out of 10,000', () => {
    const inView = cuesInWindow(many, 5_000_500, 5_003_000, longestCueMs(many));
    expect(inView.map((c) => c.id)).toEqual(['c5000', 'c5001', 'c5002']);
  });

  it('includes a long cue that starts well before the window', () => {
    const cues = [cue('long', 0, 60_000), cue('short', 30_000, 31_000), cue('later', 70_000, 71_000)];
    expect(cuesInWindow(cues, 40_000, 50_000, longestCueMs(cues)).map((c) => c.id)).toEqual(['long']);
  });

  it('leaves out cues that end where the window starts or start where it ends', () => {
    const cues = [cue('before', 0, 1000), cue('inside', 1000, 2000), cue('after', 2000, 3000)];
    expect(cuesInWindow(cues, 1000, 2000, longestCueMs(cues)).map((c) => c.id)).toEqual(['inside']);
  });

  it('finds nothing in an empty track', () => {
    expect(cuesInWindow([], 0, 1000, 0)).toEqual([]);
  });
});
