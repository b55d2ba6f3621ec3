import { sortCues, type EditorCue } from '../cue-order';

/**
 * Moves the cues in `ids` (all cues when null) by `offsetMs`. A shift that would push a cue before zero is
 * shortened so the earliest moved cue starts at zero, keeping the moved cues' relative timing.
 */
export function shiftCues(cues: EditorCue[], ids: ReadonlySet<string> | null, offsetMs: number): EditorCue[] {
  const moved = ids ? cues.filter((cue) => ids.has(cue.id)) : cues;
  if (moved.length === 0) return cues;
  const earliest = Math.min(...moved.map((cue) => cue.startMs));
  const offset = Math.max(Math.round(offsetMs), -earliest);
  if (offset === 0) return cues;
  const next = cues.map((cue) =>
    !ids || ids.has(cue.id) ? { ...cue, startMs: cue.startMs + offset, endMs: cue.endMs + offset } : cue,
  );
  return ids ? sortCues(next) : next;
}
