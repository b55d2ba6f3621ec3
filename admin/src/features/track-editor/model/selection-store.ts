import { useCallback, useSyncExternalStore } from 'react';

/**
 * The selected cue, kept outside React state: a move between cues notifies only the parts that subscribe (the two
 * rows whose "selected" flips, the waveform, the toolbar's "has a selection"), instead of re-rendering the editor.
 */
export interface SelectionStore {
  get(): string | null;
  set(id: string | null): void;
  subscribe(listener: () => void): () => void;
}

export function createSelectionStore(): SelectionStore {
  let selectedId: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => selectedId,
    set(id) {
      if (id === selectedId) return;
      selectedId = id;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The selected cue's id; re-renders on every change. */
export function useSelectedId(store: SelectionStore): string | null {
  return useSyncExternalStore(store.subscribe, store.get);
}

/** Whether `id` is the selected cue; re-renders only when that flips. */
export function useIsSelected(store: SelectionStore, id: string): boolean {
  const isSelected = useCallback(() => store.get() === id, [store, id]);
  return useSyncExternalStore(store.subscribe, isSelected);
}

/** Whether any cue is selected; re-renders only when that flips. */
export function useHasSelection(store: SelectionStore): boolean {
  const hasSelection = useCallback(() => store.get() !== null, [store]);
  return useSyncExternalStore(store.subscribe, hasSelection);
}
