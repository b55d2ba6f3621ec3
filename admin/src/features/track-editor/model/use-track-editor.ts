import { useCallback, useMemo, useRef, useState } from 'react';
import type { EditorCue } from './cue-order';
import { type HistoryAction, historyReducer, initialHistory, type RemoteChange } from './history';
import { createSelectionStore, type SelectionStore } from './selection-store';

export interface ApplyOptions {
  /** Consecutive edits with the same key (e.g. `text:<cueId>` while typing) make one undo step. */
  coalesceKey?: string;
}

export interface TrackEditorState {
  cues: EditorCue[];
  /**
   * The cues with every edit so far, including one made in this event and not rendered yet: what a save as the
   * page closes must send (`cues` is the last render's).
   */
  currentCues: () => EditorCue[];
  /** The selected cue: read it with `selection.get()` in handlers, subscribe with the hooks in `selection-store`. */
  selection: SelectionStore;
  select: (id: string | null) => void;
  /** Runs a pure operation on the cues as one undo step named `label`; a no-op records nothing. */
  apply: (label: string, fn: (cues: EditorCue[]) => EditorCue[], options?: ApplyOptions) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
  /** The latest edit, undo ("Undo …") or redo ("Redo …"); null after a reset. */
  lastChange: { label: string } | null;
  /** Folds other people's saved changes into the present and the whole history, recording no step. */
  applyRemote: (change: RemoteChange) => void;
  /** Replaces the cues and forgets the history (another track, or a restored version). */
  reset: (cues: EditorCue[]) => void;
}

/** The editor's state: cues, selection and unbounded undo/redo for the session. */
export function useTrackEditor(initial: EditorCue[]): TrackEditorState {
  const [first] = useState(() => initialHistory(initial));
  // The reducer runs here, not in React's render, so the result is known at once (see `currentCues`).
  const store = useRef(first);
  const [history, setHistory] = useState(first);
  // A store, not state: a new selection must not re-render everything that reads this object.
  const [selection] = useState(createSelectionStore);

  const dispatch = useCallback((action: HistoryAction) => {
    const next = historyReducer(store.current, action);
    if (next === store.current) return;
    store.current = next;
    setHistory(next);
  }, []);
  const currentCues = useCallback(() => store.current.present, []);

  const apply = useCallback(
    (label: string, fn: (cues: EditorCue[]) => EditorCue[], options?: ApplyOptions) =>
      dispatch({ type: 'apply', label, fn, ...(options?.coalesceKey ? { coalesceKey: options.coalesceKey } : {}) }),
    [dispatch],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), [dispatch]);
  const redo = useCallback(() => dispatch({ type: 'redo' }), [dispatch]);
  const applyRemote = useCallback((change: RemoteChange) => dispatch({ type: 'remote', change }), [dispatch]);
  const reset = useCallback((cues: EditorCue[]) => dispatch({ type: 'reset', cues }), [dispatch]);

  return useMemo(
    () => ({
      cues: history.present,
      currentCues,
      selection,
      select: selection.set,
      apply,
      undo,
      redo,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      lastChange: history.lastChange,
      applyRemote,
      reset,
    }),
    [history, currentCues, selection, apply, undo, redo, applyRemote, reset],
  );
}
