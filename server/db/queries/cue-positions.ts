// Where each cue of a new order is stored. Positions only order a track's rows; they are spread POSITION_GAP
// apart, so inserting, merging or moving a cue mid-track writes that cue's own row and leaves the thousands
// after it alone (each rewritten row also recomputes its search vector and index entries).

/** The distance between neighbouring positions when a track is numbered afresh. */
export const POSITION_GAP = 1024;
// Positions are a PostgreSQL integer.
const MAX_POSITION = 2 ** 31 - 1;

/**
 * The stored position of each id of `afterIds` (in that order, strictly increasing): cues that can keep their
 * position do (the longest run of them already in order), the others are placed evenly between their kept
 * neighbours, and only when a gap is too small is the whole track renumbered.
 */
export function placedPositions(before: ReadonlyMap<string, number>, afterIds: readonly string[]): number[] {
  const old = afterIds.map((id) => before.get(id));
  const kept = longestIncreasing(old);
  const placed: number[] = new Array<number>(afterIds.length);
  // Placed cues start above 0, so a new first cue finds room in a freshly numbered track.
  let previous = 0;
  let runStart = 0;
  for (let i = 0; i <= afterIds.length; i++) {
    if (i < afterIds.length && !kept[i]) continue;
    const next = i < afterIds.length ? old[i]! : null;
    const count = i - runStart;
    if (count > 0) {
      const upper = next ?? previous + (count + 1) * POSITION_GAP;
      if (upper - previous - 1 < count || upper > MAX_POSITION) return renumbered(afterIds.length);
      for (let k = 0; k < count; k++)
        placed[runStart + k] = previous + Math.floor(((k + 1) * (upper - previous)) / (count + 1));
    }
    if (next !== null) placed[i] = previous = next;
    runStart = i + 1;
  }
  return placed;
}

function renumbered(count: number): number[] {
  return Array.from({ length: count }, (_, i) => (i + 1) * POSITION_GAP);
}

/** Marks the members of a longest strictly increasing subsequence of the defined values (patience sorting). */
function longestIncreasing(values: readonly (number | undefined)[]): boolean[] {
  // Nothing moved (the common save): every defined value is kept without the search.
  let last = -1;
  let ordered = true;
  for (const value of values) {
    if (value === undefined) continue;
    if (value <= last) {
      ordered = false;
      break;
    }
    last = value;
  }
  if (ordered) return values.map((value) => value !== undefined);
  const kept = values.map(() => false);
  const tails: number[] = []; // index of the smallest tail of each length
  const parent = values.map(() => -1);
  values.forEach((value, i) => {
    if (value === undefined) return;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]!]! < value) lo = mid + 1;
      else hi = mid;
    }
    parent[i] = lo > 0 ? tails[lo - 1]! : -1;
    tails[lo] = i;
  });
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i >= 0; i = parent[i]!) kept[i] = true;
  return kept;
}
