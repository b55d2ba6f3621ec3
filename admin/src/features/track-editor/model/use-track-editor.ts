import { useCallback, useMemo, useReducer, useState } from 'react';
import type { EditorCue } from './cue-order';
import { historyReducer, initialHistory, type RemoteChange } from './history';

export interface ApplyOptions {
  /** Consecutive edits with the same key (e.g. `text:<cueId>` while typing) make one undo step. */
  coalesceKey?: string;
}

export interface TrackEditorState {
  cues: EditorCue[];
  selectedId: string | null;
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
  const [history, dispatch] = useReducer(historyReducer, initial, initialHistory);
  const [selectedId, select] = useState<string | null>(null);

  const apply = useCallback(
    (label: string, fn: (cues: EditorCue[]) => EditorCue[], options?: ApplyOptions) =>
      dispatch({ type: 'apply', label, fn, ...(options?.coalesceKey ? { coalesceKey: options.coalesceKey } : {}) }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const applyRemote = useCallback((change: RemoteChange) => dispatch({ type: 'remote', change }), []);
  const reset = useCallback((cues: EditorCue[]) => dispatch({ type: 'reset', cues }), []);

  return useMemo(
    () => ({
      cues: history.present,
      selectedId,
      select,
      apply,
      undo,
      redo,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      lastChange: history.lastChange,
      applyRemote,
      reset,
    }),
    [history, selectedId, apply, undo, redo, applyRemote, reset],
  );
}
