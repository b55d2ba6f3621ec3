/**
 * The cue with `id`, from an index built once per cues array (the editor's arrays are never mutated: an edit makes
 * a new one). Looking the selected cue up on every move between cues was a scan of up to 10,000 cues each time.
 */
export function cueById<T extends { id: string }>(cues: readonly T[], id: string): T | undefined {
  let index = indexes.get(cues);
  if (!index) {
    index = new Map(cues.map((cue, at) => [cue.id, at]));
    indexes.set(cues, index);
  }
  const at = index.get(id);
  return at === undefined ? undefined : cues[at];
}

const indexes = new WeakMap<readonly { id: string }[], Map<string, number>>();
