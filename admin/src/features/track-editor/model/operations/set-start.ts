import { indexOfCue, replaceAt, type EditorCue } from '../cue-order';

/** Moves a cue's start (e.g. to the playhead). A start at or past the end moves the end too, keeping the duration. */
export function setStart(cues: EditorCue[], id: string, ms: number): EditorCue[] {
  const index = indexOfCue(cues, id);
  const cue = cues[index];
  const startMs = Math.max(0, Math.round(ms));
  if (!cue || cue.startMs === startMs) return cues;
  const endMs = startMs < cue.endMs ? cue.endMs : startMs + Math.max(cue.endMs - cue.startMs, 1);
  return replaceAt(cues, index, { ...cue, startMs, endMs });
}
