/**
 * Where the cue with `id` sits (-1 if absent), from an index built once per cues array (the editor's arrays are
 * never mutated: an edit makes a new one). Looking the selected cue up on every move between cues was a scan of up
 * to 10,000 cues each time.
 */
export function positionOfCue(cues: readonly { id: string }[], id: string): number {
  let index = indexes.get(cues);
  if (!index) {
    index = new Map(cues.map((cue, at) => [cue.id, at]));
    indexes.set(cues, index);
  }
  return index.get(id) ?? -1;
}

/** The cue with `id`, through the same index. */
export function cueById<T extends { id: string }>(cues: readonly T[], id: string): T | undefined {
  const at = positionOfCue(cues, id);
  return at === -1 ? undefined : cues[at];
}

const indexes = new WeakMap<readonly { id: string }[], Map<string, number>>();
