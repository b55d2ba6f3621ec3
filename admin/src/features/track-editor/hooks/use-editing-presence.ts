import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { editingQueryOptions } from '../api/beat-editing';
import type { TrackRef } from '../api/keys';
import { releaseEditing } from '../api/release-editing';

/**
 * A soft lock: beats every 15 s and when the window regains focus while the editor is open, answers with the
 * other people editing the track now, and lets go when the editor closes or the page is left.
 */
export function useEditingPresence({ workspaceId, fileId, trackId }: TrackRef, enabled = true) {
  const beat = useQuery({ ...editingQueryOptions({ workspaceId, fileId, trackId }), enabled });

  useEffect(() => {
    if (!enabled) return;
    // A release that fails only leaves the lock to expire on the server.
    const release = () => void releaseEditing({ workspaceId, fileId, trackId }).catch(() => undefined);
    window.addEventListener('pagehide', release);
    return () => {
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [workspaceId, fileId, trackId, enabled]);

  return { editors: beat.data?.editors ?? [] };
}
