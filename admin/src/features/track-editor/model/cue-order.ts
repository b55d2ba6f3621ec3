import type { ManagedTrack } from '@shared/schemas/media';

/** A cue as the editor holds it: the API's cue, with the engine's words on machine cues. */
export type EditorCue = ManagedTrack['cues'][number];

/** Sorts by start time; the sort is stable, so cues starting together keep their previous order. */
export function sortCues(cues: readonly EditorCue[]): EditorCue[] {
  return [...cues].sort((a, b) => a.startMs - b.startMs);
}

/** Index of the cue with `id`, or -1. */
export function indexOfCue(cues: readonly EditorCue[], id: string | null): number {
  if (id === null) return -1;
  return cues.findIndex((cue) => cue.id === id);
}

/** Replaces the cue at `index`, re-sorting only when its start moved. */
export function replaceAt(cues: readonly EditorCue[], index: number, next: EditorCue): EditorCue[] {
  const previous = cues[index];
  const copy = [...cues];
  copy[index] = next;
  return previous && previous.startMs === next.startMs ? copy : sortCues(copy);
}
