import { newCueId } from '../cue-id';
import { indexOfCue, sortCues, type EditorCue } from '../cue-order';

export interface SplitOptions {
  /** Split the time here (e.g. the playhead) when it falls inside the cue; otherwise by the text's share. */
  atMs?: number | null;
  /** Id for the second half; a fresh one by default. */
  newId?: string;
}

/**
 * Splits a cue at a caret offset into two cues: the text before and after the caret. The time is split at
 * `atMs` when it lies strictly inside the cue, else in proportion to the characters on each side.
 */
export function splitCue(cues: EditorCue[], id: string, caret: number, options: SplitOptions = {}): EditorCue[] {
  const index = indexOfCue(cues, id);
  const cue = cues[index];
  if (!cue) return cues;
  const at = Math.max(0, Math.min(caret, cue.text.length));
  const before = cue.text.slice(0, at).trimEnd();
  const after = cue.text.slice(at).trimStart();
  if (!before || !after) return cues;
  const duration = cue.endMs - cue.startMs;
  const { atMs } = options;
  const splitMs =
    atMs != null && atMs > cue.startMs && atMs < cue.endMs
      ? Math.round(atMs)
      : cue.startMs + Math.round((duration * before.length) / (before.length + after.length));
  const first: EditorCue = { ...cue, text: before, endMs: splitMs };
  const second: EditorCue = { ...cue, id: options.newId ?? newCueId(cues), text: after, startMs: splitMs };
  const copy = [...cues];
  copy.splice(index, 1, first, second);
  return sortCues(copy);
}
