import type { Cue } from '@shared/schemas/embed';
import { describe, expect, it } from 'vitest';
import { constrainDrag, type DragState, followPointer, MIN_CUE_MS } from './drag';

const cues: Cue[] = [
  { id: 'a', startMs: 0, endMs: 1000, text: 'A' },
  { id: 'b', startMs: 2000, endMs: 3000, text: 'B' },
  { id: 'c', startMs: 4000, endMs: 5000, text: 'C' },
];
const drag = (mode: 'move' | 'start' | 'end', startMs: number, endMs: number, snapMs = 0) =>
  constrainDrag({ cues, index: 1, mode, startMs, endMs, snapMs, durationMs: 10_000 });

describe('constrainDrag', () => {
  it('moves a cue freely between its neighbours, keeping its length', () => {
    expect(drag('move', 2300, 3300)).toEqual({ startMs: 2300, endMs: 3300 });
  });

  it('snaps a moved cue onto the previous cue’s end or the next cue’s start within the threshold', () => {
    expect(drag('move', 1080, 2080, 100)).toEqual({ startMs: 1000, endMs: 2000 });
    expect(drag('move', 2950, 3950, 100)).toEqual({ startMs: 3000, endMs: 4000 });
    expect(drag('move', 1200, 2200, 100)).toEqual({ startMs: 1200, endMs: 2200 });
  });

  it('snaps the edge nearer its neighbour when both are within the threshold', () => {
    expect(drag('move', 1900, 2900, 1200)).toEqual({ startMs: 1000, endMs: 2000 });
    expect(drag('move', 2100, 3100, 1200)).toEqual({ startMs: 3000, endMs: 4000 });
  });

  it('never lets a moved cue overlap a neighbour', () => {
    expect(drag('move', 500, 1500)).toEqual({ startMs: 1000, endMs: 2000 });
    expect(drag('move', 3600, 4600)).toEqual({ startMs: 3000, endMs: 4000 });
  });

  it('drags the start edge only, snapping to and stopping at the previous cue’s end', () => {
    expect(drag('start', 1500, 3000)).toEqual({ startMs: 1500, endMs: 3000 });
    expect(drag('start', 1060, 3000, 100)).toEqual({ startMs: 1000, endMs: 3000 });
    expect(drag('start', 400, 3000)).toEqual({ startMs: 1000, endMs: 3000 });
  });

  it('drags the end edge only, snapping to and stopping at the next cue’s start', () => {
    expect(drag('end', 2000, 3940, 100)).toEqual({ startMs: 2000, endMs: 4000 });
    expect(drag('end', 2000, 4800)).toEqual({ startMs: 2000, endMs: 4000 });
  });

  it('keeps a cue at least MIN_CUE_MS long', () => {
    expect(drag('start', 2990, 3000)).toEqual({ startMs: 3000 - MIN_CUE_MS, endMs: 3000 });
    expect(drag('end', 2000, 1500)).toEqual({ startMs: 2000, endMs: 2000 + MIN_CUE_MS });
  });

  it('keeps the first and last cues inside the media', () => {
    const first = constrainDrag({
      cues,
      index: 0,
      mode: 'move',
      startMs: -300,
      endMs: 700,
      snapMs: 0,
      durationMs: 10_000,
    });
    expect(first).toEqual({ startMs: 0, endMs: 1000 });
    const last = constrainDrag({
      cues,
      index: 2,
      mode: 'end',
      startMs: 4000,
      endMs: 12_000,
      snapMs: 0,
      durationMs: 10_000,
    });
    expect(last).toEqual({ startMs: 4000, endMs: 10_000 });
  });

  it('does not force apart cues that already overlapped', () => {
    const overlapping: Cue[] = [
      { id: 'a', startMs: 0, endMs: 2500, text: 'A' },
      { id: 'b', startMs: 2000, endMs: 3000, text: 'B' },
    ];
    const result = constrainDrag({
      cues: overlapping,
      index: 1,
      mode: 'end',
      startMs: 2000,
      endMs: 3500,
      snapMs: 0,
      durationMs: 10_000,
    });
    expect(result).toEqual({ startMs: 2000, endMs: 3500 });
  });
});

describe('followPointer', () => {
  const state: DragState = {
    id: 'b',
    index: 1,
    mode: 'move',
    rawStart: 2000,
    rawEnd: 3000,
    shownStart: 2000,
    shownEnd: 3000,
  };

  it('accumulates the pointer’s movement from where the region is drawn, not from a snapped position', () => {
    // Shown snapped at 1000..2000 while the pointer is at 1080..2080; the plugin then moves the region 30 ms on.
    const snapped = { ...state, rawStart: 1080, rawEnd: 2080, shownStart: 1000, shownEnd: 2000 };
    expect(followPointer(snapped, 1030, 2030)).toEqual({ rawStart: 1110, rawEnd: 2110 });
  });

  it('moves only the dragged edge', () => {
    expect(followPointer({ ...state, mode: 'start' }, 2100, 3000)).toEqual({ rawStart: 2100, rawEnd: 3000 });
    expect(followPointer({ ...state, mode: 'end' }, 2000, 3200)).toEqual({ rawStart: 2000, rawEnd: 3200 });
  });

  it('uses the unclamped edge when the plugin stopped the other at the media’s start', () => {
    const atStart = { ...state, rawStart: 100, rawEnd: 1100, shownStart: 100, shownEnd: 1100 };
    // The pointer moved 300 ms left; the plugin clamped the start at 0 but moved the end the full 300 ms.
    expect(followPointer(atStart, 0, 800)).toEqual({ rawStart: -200, rawEnd: 800 });
  });
});
