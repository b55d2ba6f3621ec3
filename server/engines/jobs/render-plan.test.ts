import { describe, expect, it } from 'vitest';
import { DUCK_DB, duckExpression, RENDER_RATE, renderPlan } from './render-plan';

const S = RENDER_RATE;

describe('renderPlan', () => {
  it('speaks a standard clip over the programme, ducked for its length, adding nothing', () => {
    const plan = renderPlan([{ startMs: 1000, length: S / 2, extended: false }], 4 * S);
    expect(plan).toMatchObject({ voiceAt: [S], ducks: [[S, 1.5 * S]], total: 4 * S, added: 0, tail: 0 });
    expect(plan.segments).toEqual([{ from: 0, to: 4 * S, pause: 0 }]);
  });

  it('cuts the programme at an extended clip and pauses it for exactly the clip; later clips move on by as much', () => {
    const plan = renderPlan(
      [
        { startMs: 3000, length: S / 4, extended: false },
        { startMs: 2000, length: 12_345, extended: true },
      ],
      4 * S,
    );
    expect(plan.segments).toEqual([
      { from: 0, to: 2 * S, pause: 0 },
      { from: 2 * S, to: 4 * S, pause: 12_345 },
    ]);
    expect(plan.voiceAt).toEqual([3 * S + 12_345, 2 * S]);
    expect(plan.ducks).toEqual([[3 * S + 12_345, 3.25 * S + 12_345]]);
    expect(plan.total).toBe(4 * S + 12_345);
  });

  it('with a frame rate, cuts on frames and holds whole frames, two extended clips at one point one after the other', () => {
    const plan = renderPlan(
      [
        { startMs: 1010, length: 1000, extended: true },
        { startMs: 1000, length: 3000, extended: true },
      ],
      2 * S,
      25,
    );
    // 1920 samples a frame: 1000 → 1 frame, 3000 → 2 frames; 1.01 s falls on frame 25.
    expect(plan.segments[1]).toMatchObject({ fromFrame: 25, pauseFrames: 3, from: S, pause: 3 * 1920 });
    expect(plan.voiceAt).toEqual([S + 3000, S]);
    expect(plan.added).toBe(3 * 1920);
  });

  it('holds the end for an extended clip at the end or a clip running past it', () => {
    expect(renderPlan([{ startMs: 0, length: 100, extended: true }], 1000)).toMatchObject({
      segments: [{ from: 0, to: 1000, pause: 100 }],
      total: 1100,
    });
    const late = renderPlan([{ startMs: 900, length: S, extended: false }], S, 25);
    expect(late.tailFrames).toBe(23);
    expect(late.total).toBe(S + 23 * 1920);
    const atEnd = renderPlan([{ startMs: 5000, length: 1000, extended: true }], S);
    expect(atEnd).toMatchObject({ segments: [{ from: 0, to: S, pause: 0 }], tail: 1000, total: S + 1000, added: 1000 });
  });
});

describe('duckExpression', () => {
  it('turns the programme down by DUCK_DB over a description and ramps outside it', () => {
    const expr = duckExpression([[S, 2 * S]]);
    expect(expr).toContain((1 - 10 ** (DUCK_DB / 20)).toFixed(6));
    expect(expr).toContain('t-1.000000+0.200');
    expect(duckExpression([])).toBe('1');
  });

  it('makes one duck of descriptions whose ramps meet, and adds up ducks that are apart', () => {
    // 0.3 s apart: closer than two ramps, one window from 1 s to 3 s.
    const close = duckExpression([
      [2.3 * S, 3 * S],
      [S, 2 * S],
    ]);
    expect(close.match(/min\(/g)).toHaveLength(1);
    expect(close).toContain('t-1.000000+0.200');
    expect(close).toContain('3.000000+0.200-t');
    const apart = duckExpression([
      [S, 2 * S],
      [3 * S, 4 * S],
    ]);
    expect(apart.match(/min\(/g)).toHaveLength(2);
    expect(apart).toMatch(/^1-0\.\d+\*\(min\(.*\)\+min\(.*\)\)$/);
  });
});
