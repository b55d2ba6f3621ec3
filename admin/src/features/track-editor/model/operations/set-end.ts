import { indexOfCue, replaceAt, type EditorCue } from '../cue-order';

/** Moves a cue's end (e.g. to the playhead); an end at or before the start is refused (same array back). */
export function setEnd(cues: EditorCue[], id: string, ms: number): EditorCue[] {
  const index = indexOfCue(cues, id);
  const cue = cues[index];
  const endMs = Math.round(ms);
  if (!cue || cue.endMs === endMs || endMs <= cue.startMs) return cues;
  return replaceAt(cues, index, { ...cue, endMs });
}
