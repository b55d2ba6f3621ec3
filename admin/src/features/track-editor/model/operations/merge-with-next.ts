import { indexOfCue, type EditorCue } from '../cue-order';

/** Joins a cue with the one after it: texts joined by a space, spanning from the first start to the later end. */
export function mergeWithNext(cues: EditorCue[], id: string): EditorCue[] {
  const index = indexOfCue(cues, id);
  const cue = cues[index];
  const next = cues[index + 1];
  if (!cue || !next) return cues;
  const text = [cue.text.trimEnd(), next.text.trimStart()].filter(Boolean).join(' ');
  const merged: EditorCue = { ...cue, text, endMs: Math.max(cue.endMs, next.endMs) };
  const copy = [...cues];
  copy.splice(index, 2, merged);
  return copy;
}
