import { indexOfCue, replaceAt, type EditorCue } from '../cue-order';

/** Sets one cue's text; the same array comes back when nothing changed. */
export function editText(cues: EditorCue[], id: string, text: string): EditorCue[] {
  const index = indexOfCue(cues, id);
  const cue = cues[index];
  if (!cue || cue.text === text) return cues;
  return replaceAt(cues, index, { ...cue, text });
}
