import type { Cue } from '@shared/schemas/embed';

/** The last cue starting at or before `ms` that is still showing (binary search over the sorted cues). */
export function cueAt<T extends Pick<Cue, 'startMs' | 'endMs'>>(cues: readonly T[], ms: number): T | null {
  let low = 0;
  let high = cues.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (cues[middle]!.startMs <= ms) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  const cue = cues[found];
  return cue && cue.endMs > ms ? cue : null;
}
