/**
 * What is being typed in cue fields before it is committed (the fields commit after a pause), so the caption
 * drawn over the video follows every keystroke. Read from the fields' input events: the rows stay as they are.
 */
export interface DraftStore {
  get(id: string): string | undefined;
  set(id: string, text: string): void;
  /** Everything committed: the cues are the truth again. */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createDraftStore(): DraftStore {
  const drafts = new Map<string, string>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (id) => drafts.get(id),
    set(id, text) {
      if (drafts.get(id) === text) return;
      drafts.set(id, text);
      notify();
    },
    clear() {
      if (drafts.size === 0) return;
      drafts.clear();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
