import { indexOfCue, replaceAt, type EditorCue } from '../cue-order';

/** Edges this close to a neighbouring cue's edge snap onto it. */
export const SNAP_MS = 150;

/**
 * Gives a cue new times (the waveform's drag), snapping its start to the nearest other cue's end and its end to
 * the nearest other cue's start when within `snapMs`. Refuses an empty or negative span.
 */
export function retime(
  cues: EditorCue[],
  id: string,
  startMs: number,
  endMs: number,
  snapMs: number = SNAP_MS,
): EditorCue[] {
  const index = indexOfCue(cues, id);
  const cue = cues[index];
  if (!cue) return cues;
  let start = Math.max(0, Math.round(startMs));
  let end = Math.round(endMs);
  const startSnap = nearest(cues, id, start, 'endMs', snapMs);
  const endSnap = nearest(cues, id, end, 'startMs', snapMs);
  if (startSnap !== null) start = startSnap;
  if (endSnap !== null) end = endSnap;
  if (end <= start || (start === cue.startMs && end === cue.endMs)) return cues;
  return replaceAt(cues, index, { ...cue, startMs: start, endMs: end });
}

function nearest(cues: EditorCue[], id: string, ms: number, edge: 'startMs' | 'endMs', snapMs: number): number | null {
  let best: number | null = null;
  for (const other of cues) {
    if (other.id === id) continue;
    const distance = Math.abs(other[edge] - ms);
    if (distance <= snapMs && (best === null || distance < Math.abs(best - ms))) best = other[edge];
  }
  return best;
}
