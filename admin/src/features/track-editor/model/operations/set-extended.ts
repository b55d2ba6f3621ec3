import { indexOfCue, replaceAt, type EditorCue } from '../cue-order';

/** Makes one description extended (the media pauses while it is spoken) or standard; standard drops the flag. */
export function setExtended(cues: EditorCue[], id: string, extended: boolean): EditorCue[] {
  const index = indexOfCue(cues, id);
  const cue = cues[index];
  if (!cue || Boolean(cue.extended) === extended) return cues;
  const { extended: _previous, ...rest } = cue;
  return replaceAt(cues, index, extended ? { ...rest, extended: true } : rest);
}
