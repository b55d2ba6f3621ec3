import type { EditorCue } from '../cue-order';

/** Removes the cue `id`. */
export function deleteCue(cues: EditorCue[], id: string): EditorCue[] {
  const next = cues.filter((cue) => cue.id !== id);
  return next.length === cues.length ? cues : next;
}
