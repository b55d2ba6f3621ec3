import { createContext, use, type ReactNode } from 'react';
import type { TrackEditorState } from './use-track-editor';

const TrackEditorContext = createContext<TrackEditorState | null>(null);

/** Shares one `useTrackEditor()` result with the editor's parts. */
export function TrackEditorProvider({ value, children }: { value: TrackEditorState; children: ReactNode }) {
  return <TrackEditorContext value={value}>{children}</TrackEditorContext>;
}

/** The editor state from the nearest `TrackEditorProvider`. */
export function useTrackEditorContext(): TrackEditorState {
  const value = use(TrackEditorContext);
  if (!value) throw new Error('useTrackEditorContext needs a TrackEditorProvider');
  return value;
}
