import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getTrackCues } from '@shared/api/media';
import type { Cue } from '@shared/schemas/embed';
import { apiClient } from '@/lib/api-client';
import { trackVersionsQueryOptions } from '../api/get-track-versions';
import type { TrackRef } from '../api/keys';
import { patchCues } from '../api/patch-track-cues';
import { shortcutFor } from '../keyboard/shortcuts';
import { useTrackEditorContext } from '../model/track-editor-context';
import { AutosaveSession, type AutosaveState, type ConflictChoice } from '../sync/autosave-session';

export interface AutosaveOptions extends TrackRef {
  /** The server version `cues` started from; change it only together with `reset(cues)` (a restored version). */
  version: number;
  cues: Cue[];
  /** Viewers never save. */
  enabled?: boolean;
  /**
   * Commits typing a field still holds (a cue's text reaches the model only after a pause), so a save on Ctrl/⌘+S
   * or on leaving includes the last keystrokes.
   */
  flushPending?: () => void;
}

export interface Autosave extends AutosaveState {
  resolve: (choices: Record<string, ConflictChoice>) => void;
  saveNow: () => void;
}

/**
 * Saves the editor's cues a few seconds after the last edit, on Ctrl/⌘+S, and when the person leaves (another
 * route, the tab hidden, the page closed); warns before closing the page with work not yet saved.
 */
export function useAutosave({
  workspaceId,
  fileId,
  trackId,
  version,
  cues,
  enabled = true,
  flushPending,
}: AutosaveOptions): Autosave {
  const { applyRemote, currentCues } = useTrackEditorContext();
  const flushRef = useRef(flushPending);
  useEffect(() => {
    flushRef.current = flushPending;
  });
  const queryClient = useQueryClient();
  const [session] = useState(
    () =>
      new AutosaveSession(
        {
          save: (body) => patchCues({ workspaceId, fileId, trackId }, body),
          load: () => getTrackCues(apiClient, { workspaceId, fileId, trackId }),
          applyRemote,
          onSaved: () =>
            void queryClient.invalidateQueries({
              queryKey: trackVersionsQueryOptions({ workspaceId, fileId, trackId }).queryKey,
            }),
        },
        version,
        cues,
      ),
  );
  const state = useSyncExternalStore(session.subscribe, session.getState);

  // Before `edited` below, so the restored cues count as saved rather than as an edit.
  const versionSeen = useRef(version);
  useEffect(() => {
    if (versionSeen.current === version) return;
    versionSeen.current = version;
    session.rebase(version, cues);
  }, [session, version, cues]);

  useEffect(() => {
    if (enabled) session.edited(cues);
  }, [session, cues, enabled]);

  useEffect(() => {
    if (!enabled) return;
    // Synchronously, before the page goes: the pending typing becomes an edit and that edit is in the save, without
    // waiting for a render (there may be none: the page is closing, or the editor unmounting).
    const saveEverything = () => {
      flushRef.current?.();
      session.edited(currentCues());
      session.saveNow();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (shortcutFor(event, false) === 'save') {
        event.preventDefault();
        saveEverything();
      }
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') saveEverything();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (session.hasUnsavedWork()) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', saveEverything);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', saveEverything);
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Leaving the editor (another route) saves what is left; a failed save keeps retrying meanwhile.
      saveEverything();
    };
  }, [session, enabled, currentCues]);

  return { ...state, resolve: session.resolve, saveNow: session.saveNow };
}
