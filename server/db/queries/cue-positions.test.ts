import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placedPositions, POSITION_GAP } from './cue-positions';

const stored = (entries: [string, number][]) => new Map(entries);
const increasing = (list: number[]) => list.every((p, i) => i === 0 || p > list[i - 1]!);

describe('placedPositions', () => {
  it('numbers a new track a gap apart', () => {
    expect(placedPositions(new Map(), ['a', 'b', 'c'])).toEqual([1, 2, 3].map((n) => n * POSITION_GAP));
  });

  it('places a cue inserted mid-track between its neighbours and leaves every other cue where it is', () => {
    const before = stored([
      ['a', 1024],
      ['b', 2048],
      ['c', 3072],
    ]);
    const placed = placedPositions(before, ['a', 'new', 'b', 'c']);
    expect(placed).toEqual([1024, 1536, 2048, 3072]);
  });

  it('keeps the longest run already in order when a cue moves, and moves only that cue', () => {
    const before = stored([
      ['a', 1024],
      ['b', 2048],
      ['c', 3072],
      ['d', 4096],
    ]);
    const placed = placedPositions(before, ['a', 'c', 'd', 'b']);
    expect(placed.slice(0, 3)).toEqual([1024, 3072, 4096]);
    expect(placed[3]).toBeGreaterThan(4096);
  });

  it('renumbers the whole track when there is no room (a track stored before positions were sparse)', () => {
    const before = stored([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    expect(placedPositions(before, ['a', 'new', 'b', 'c'])).toEqual([1, 2, 3, 4].map((n) => n * POSITION_GAP));
  });

  it('always answers strictly increasing integer positions, keeping every cue whose order allows it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 5000 }), { maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 50 }),
        fc.integer({ min: 0, max: 10 }),
        (rawPositions, shuffle, additions) => {
          const positions = [...rawPositions].sort((x, y) => x - y);
          const ids = positions.map((_, i) => `c${i}`);
          const before = new Map(ids.map((id, i) => [id, positions[i]!]));
          const after = [...ids];
          shuffle.forEach((n, i) => {
            if (after.length < 2) return;
            const [moved] = after.splice(n % after.length, 1);
            after.splice((n + i) % after.length, 0, moved!);
          });
          for (let i = 0; i < additions; i++) after.splice((i * 7) % (after.length + 1), 0, `new${i}`);
          const placed = placedPositions(before, after);
          expect(placed).toHaveLength(after.length);
          expect(placed.every(Number.isInteger)).toBe(true);
          expect(placed[0] ?? 1).toBeGreaterThanOrEqual(0);
          expect(increasing(placed)).toBe(true);
          // Without any move, every existing cue keeps its position, or (no room) the track is numbered afresh.
          if (shuffle.length === 0) {
            const keptAll = after.every((id, i) => !before.has(id) || placed[i] === before.get(id));
            const afresh = placed.every((p, i) => p === (i + 1) * POSITION_GAP);
            expect(keptAll || afresh).toBe(true);
          }
        },
      ),
    );
  });
});
