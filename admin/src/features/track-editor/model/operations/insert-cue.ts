import { newCueId } from '../cue-id';
import { indexOfCue, sortCues, type EditorCue } from '../cue-order';

export const NEW_CUE_MS = 2000;
/** A gap shorter than this is not worth filling: the new cue overlaps its neighbour instead (and shows a problem). */
const MIN_GAP_MS = 500;

export interface InsertOptions {
  newId?: string;
  /** Where to put the cue when there is no cue to place it beside (an empty track). */
  atMs?: number;
}

/**
 * Inserts an empty cue before or after the cue `id`, filling the gap to its neighbour up to two seconds,
 * or anywhere (`atMs`) when `id` is null.
 */
export function insertCue(
  cues: EditorCue[],
  id: string | null,
  position: 'before' | 'after',
  options: InsertOptions = {},
): EditorCue[] {
  const newId = options.newId ?? newCueId(cues);
  const index = indexOfCue(cues, id);
  const cue = cues[index];
  let startMs: number;
  let endMs: number;
  if (!cue) {
    startMs = Math.max(0, Math.round(options.atMs ?? 0));
    endMs = startMs + NEW_CUE_MS;
  } else if (position === 'after') {
    startMs = cue.endMs;
    const next = cues[index + 1];
    const room = next ? next.startMs - startMs : Infinity;
    endMs = startMs + (room >= MIN_GAP_MS ? Math.min(room, NEW_CUE_MS) : NEW_CUE_MS / 2);
  } else {
    endMs = cue.startMs;
    const previous = cues[index - 1];
    const room = endMs - Math.max(previous?.endMs ?? 0, 0);
    startMs = room >= MIN_GAP_MS ? endMs - Math.min(room, NEW_CUE_MS) : Math.max(0, endMs - NEW_CUE_MS / 2);
    if (startMs === endMs) endMs = startMs + NEW_CUE_MS / 2;
  }
  const created: EditorCue = { id: newId, startMs, endMs, text: '', ...(cue?.speaker ? { speaker: cue.speaker } : {}) };
  const copy = [...cues];
  copy.splice(cue ? (position === 'after' ? index + 1 : index) : copy.length, 0, created);
  return sortCues(copy);
}
