import type { Cue } from '@shared/schemas/embed';
import type { CueChanges } from '@shared/schemas/track-versions';

// Pure cue-list arithmetic shared by every write path, rebuilding and merging: the same function that writes a
// version rebuilds it, so a stored delta always reproduces the list exactly.

/** A cue with `speaker` only when it has one and `extended` only when true, so equal cues compare and serialise alike. */
export function normalCue(cue: Cue): Cue {
  const { id, startMs, endMs, text, speaker, extended } = cue;
  const normal: Cue = { id, startMs, endMs, text };
  if (speaker !== undefined && speaker !== null) normal.speaker = speaker;
  if (extended) normal.extended = true;
  return normal;
}

/** A stored row as a cue (see `normalCue`). */
export function cueOfRow(row: {
  id: string;
  startMs: number;
  endMs: number;
  text: string;
  speaker: string | null;
  extended: boolean;
}): Cue {
  return normalCue({ ...row, speaker: row.speaker ?? undefined });
}

export function sameCue(a: Cue, b: Cue): boolean {
  return (
    a.id === b.id &&
    a.startMs === b.startMs &&
    a.endMs === b.endMs &&
    a.text === b.text &&
    (a.speaker ?? null) === (b.speaker ?? null) &&
    Boolean(a.extended) === Boolean(b.extended)
  );
}

/**
 * The list after `changes`: removed ids dropped, changed cues replaced where they stand, new cues appended, then
 * ordered by start time (a stable sort, so ties keep their previous order).
 */
export function applyCueChanges(list: readonly Cue[], changes: CueChanges): Cue[] {
  const removed = new Set(changes.delete);
  const upserts = new Map(changes.upsert.map((cue) => [cue.id, normalCue(cue)]));
  const next: Cue[] = [];
  for (const cue of list) {
    if (removed.has(cue.id)) continue;
    const replacement = upserts.get(cue.id);
    upserts.delete(cue.id);
    next.push(replacement ?? cue);
  }
  next.push(...upserts.values());
  return orderedByStart(next);
}

/** The list ordered by start time, ties in their present order (every stored list is kept so). */
export function orderedByStart<T extends Cue>(list: T[]): T[] {
  return isOrderedByStart(list) ? list : [...list].sort((a, b) => a.startMs - b.startMs);
}

function isOrderedByStart(list: readonly Cue[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i]!.startMs < list[i - 1]!.startMs) return false;
  return true;
}

export interface CueDiff {
  changes: CueChanges;
  changed: number;
  added: number;
  removed: number;
}

/** What turns `before` into `after`, with the counts a version shows (a move in order alone is no change). */
export function diffCues(before: readonly Cue[], after: readonly Cue[]): CueDiff {
  const old = new Map(before.map((cue) => [cue.id, cue]));
  const upsert: Cue[] = [];
  let changed = 0;
  let added = 0;
  for (const cue of after) {
    const previous = old.get(cue.id);
    old.delete(cue.id);
    if (!previous) added++;
    else if (!sameCue(previous, cue)) changed++;
    else continue;
    upsert.push(normalCue(cue));
  }
  return { changes: { upsert, delete: [...old.keys()] }, changed, added, removed: old.size };
}

export function sameCueList(a: readonly Cue[], b: readonly Cue[]): boolean {
  return a.length === b.length && a.every((cue, i) => sameCue(cue, b[i]!));
}

/** The ids a set of changes touches. */
export function touchedIds(changes: CueChanges): string[] {
  return [...changes.upsert.map((cue) => cue.id), ...changes.delete];
}
