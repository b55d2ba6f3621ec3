import type { Cue } from '@shared/schemas/embed';

/** The longest cue's length: how far before a window a cue can start and still reach into it. */
export function longestCueMs(cues: readonly Cue[]): number {
  let longest = 0;
  for (const cue of cues) longest = Math.max(longest, cue.endMs - cue.startMs);
  return longest;
}

/** Index of the first cue whose start is at or after `ms` (cues sorted by start). */
function firstStartingAtOrAfter(cues: readonly Cue[], ms: number): number {
  let low = 0;
  let high = cues.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cues[middle]?.startMs ?? 0) < ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The cues (sorted by start) that overlap `[fromMs, toMs)`, found by binary search so that scrolling through
 * 10,000 cues costs only the cues in view. `longestMs` is `longestCueMs(cues)`.
 */
export function cuesInWindow(cues: readonly Cue[], fromMs: number, toMs: number, longestMs: number): Cue[] {
  const first = firstStartingAtOrAfter(cues, fromMs - longestMs);
  const end = firstStartingAtOrAfter(cues, toMs);
  const inWindow: Cue[] = [];
  for (let i = first; i < end; i++) {
    const cue = cues[i];
    if (cue && cue.endMs > fromMs) inWindow.push(cue);
  }
  return inWindow;
}
