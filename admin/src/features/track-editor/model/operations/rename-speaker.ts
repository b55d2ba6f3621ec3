import type { EditorCue } from '../cue-order';

/** Every speaker label in the track with how many cues carry it, most frequent first. */
export function speakersOf(cues: readonly EditorCue[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const cue of cues) if (cue.speaker) counts.set(cue.speaker, (counts.get(cue.speaker) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count);
}

/** Renames a speaker on every cue that carries the label; an empty new name removes the label. */
export function renameSpeaker(cues: EditorCue[], from: string, to: string): EditorCue[] {
  const name = to.trim();
  if (from === name || !cues.some((cue) => cue.speaker === from)) return cues;
  return cues.map((cue) => {
    if (cue.speaker !== from) return cue;
    const { speaker: _previous, ...rest } = cue;
    return name ? { ...rest, speaker: name } : rest;
  });
}
