import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getIdToken } from '@/lib/firebase';
import { mediaLibraryKeys } from '../api/keys';
import type { Uploader } from '../uploader';

/**
 * The workspace's uploader (none for null: people who may not upload, and until it has loaded); new uploads
 * refresh the file list. Uppy is loaded on demand so it stays out of the app's main bundle.
 */
export function useUploader(workspaceId: string | null): Uploader | null {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState<{ workspaceId: string; uploader: Uploader } | null>(null);
  useEffect(() => {
    if (workspaceId === null) return;
    let active = true;
    let stopListening = () => {};
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.lists(workspaceId) }, { cancelRefetch: false });
    void import('../uploader').then(({ uploaderFor }) => {
      if (!active) return;
      const entry = uploaderFor(workspaceId, getIdToken);
      entry.listeners.add(refresh);
      stopListening = () => void entry.listeners.delete(refresh);
      setLoaded({ workspaceId, uploader: entry.uppy });
    });
    return () => {
      active = false;
      stopListening();
    };
  }, [workspaceId, queryClient]);
  // Never hand out another workspace's uploader while this one's loads.
  return loaded && loaded.workspaceId === workspaceId ? loaded.uploader : null;
}

/** Hands files (e.g. dropped on the empty state) to the workspace's uploader, loading it when needed. */
export async function addToUploader(workspaceId: string, files: readonly File[]) {
  const { uploaderFor } = await import('../uploader');
  const { uppy } = uploaderFor(workspaceId, getIdToken);
  for (const file of files) {
    try {
      uppy.addFile({ name: file.name, type: file.type, data: file, source: 'drop-zone' });
    } catch {
      // Uppy refuses what breaks its restrictions (not audio or video) and says why in the dashboard.
    }
  }
}
