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
  const { refetch } = beat;

  useEffect(() => {
    if (!enabled) return;
    // React Query refetches when the tab becomes visible; focus from another window of the same screen counts too.
    const onFocus = () => void refetch();
    // A release that fails only leaves the lock to expire on the server.
    const release = () => void releaseEditing({ workspaceId, fileId, trackId }).catch(() => undefined);
    window.addEventListener('focus', onFocus);
    window.addEventListener('pagehide', release);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [workspaceId, fileId, trackId, enabled, refetch]);

  return { editors: beat.data?.editors ?? [] };
}
