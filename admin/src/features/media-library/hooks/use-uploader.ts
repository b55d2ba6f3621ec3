import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getIdToken } from '@/lib/firebase';
import { mediaLibraryKeys } from '../api/keys';
import { type Uploader, uploaderFor } from '../uploader';

/** The workspace's uploader (none for null: people who may not upload); new uploads refresh the file list. */
export function useUploader(workspaceId: string | null): Uploader | null {
  const queryClient = useQueryClient();
  const entry = workspaceId === null ? null : uploaderFor(workspaceId, getIdToken);
  useEffect(() => {
    if (!entry || workspaceId === null) return;
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.lists(workspaceId) }, { cancelRefetch: false });
    entry.listeners.add(refresh);
    return () => void entry.listeners.delete(refresh);
  }, [entry, workspaceId, queryClient]);
  return entry?.uppy ?? null;
}
