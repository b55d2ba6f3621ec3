import { indexOfCue, replaceAt, type EditorCue } from '../cue-order';

/** Sets one cue's speaker; a blank name removes the label. */
export function setSpeaker(cues: EditorCue[], id: string, speaker: string): EditorCue[] {
  const index = indexOfCue(cues, id);
  const cue = cues[index];
  const name = speaker.trim();
  if (!cue || (cue.speaker ?? '') === name) return cues;
  const { speaker: _previous, ...rest } = cue;
  return replaceAt(cues, index, name ? { ...rest, speaker: name } : rest);
}
