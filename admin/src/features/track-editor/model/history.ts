import type { EditorCue } from './cue-order';

/** Other people's saved changes, as the server reports them. */
export interface RemoteChange {
  upsert: EditorCue[];
  delete: string[];
}

interface Snapshot {
  cues: EditorCue[];
  /** The edit that led away from this snapshot (for "Undo …" / "Redo …"). */
  label: string;
}

export interface HistoryState {
  past: Snapshot[];
  present: EditorCue[];
  future: Snapshot[];
  lastChange: { label: string } | null;
  /** Consecutive edits with the same key (typing in one cue) join one undo step. */
  coalesceKey: string | null;
}

export type HistoryAction =
  | { type: 'apply'; label: string; fn: (cues: EditorCue[]) => EditorCue[]; coalesceKey?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'remote'; change: RemoteChange }
  | { type: 'reset'; cues: EditorCue[] };

export function initialHistory(cues: EditorCue[]): HistoryState {
  return { past: [], present: cues, future: [], lastChange: null, coalesceKey: null };
}

/** Undo history of whole-track snapshots; cues are shared between snapshots, so a step costs one array. */
export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case 'apply': {
      const next = action.fn(state.present);
      if (next === state.present) return state;
      const coalesce = action.coalesceKey !== undefined && action.coalesceKey === state.coalesceKey;
      return {
        past: coalesce ? state.past : [...state.past, { cues: state.present, label: action.label }],
        present: next,
        future: [],
        lastChange: { label: action.label },
        coalesceKey: action.coalesceKey ?? null,
      };
    }
    case 'undo': {
      const step = state.past.at(-1);
      if (!step) return state;
      return {
        past: state.past.slice(0, -1),
        present: step.cues,
        future: [...state.future, { cues: state.present, label: step.label }],
        lastChange: { label: `Undo ${step.label}` },
        coalesceKey: null,
      };
    }
    case 'redo': {
      const step = state.future.at(-1);
      if (!step) return state;
      return {
        past: [...state.past, { cues: state.present, label: step.label }],
        present: step.cues,
        future: state.future.slice(0, -1),
        lastChange: { label: `Redo ${step.label}` },
        coalesceKey: null,
      };
    }
    case 'remote': {
      // Folded into every snapshot too, so undoing our own edits never reverts someone else's saved work.
      const fold = (cues: EditorCue[]) => foldRemote(cues, action.change);
      return {
        ...state,
        past: state.past.map((step) => ({ ...step, cues: fold(step.cues) })),
        present: fold(state.present),
        future: state.future.map((step) => ({ ...step, cues: fold(step.cues) })),
      };
    }
    case 'reset':
      return initialHistory(action.cues);
  }
}

/** Applies upserts (replace by id, or add) and deletions, keeping cues ordered by start. */
export function foldRemote(cues: EditorCue[], change: RemoteChange): EditorCue[] {
  if (change.upsert.length === 0 && change.delete.length === 0) return cues;
  const removed = new Set(change.delete);
  const upserts = new Map(change.upsert.map((cue) => [cue.id, cue]));
  const next: EditorCue[] = [];
  for (const cue of cues) {
    if (removed.has(cue.id)) continue;
    const replacement = upserts.get(cue.id);
    upserts.delete(cue.id);
    next.push(replacement ?? cue);
  }
  next.push(...upserts.values());
  return next.sort((a, b) => a.startMs - b.startMs);
}
