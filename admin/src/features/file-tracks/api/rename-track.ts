import { useMutation } from '@tanstack/react-query';
import { renameTrack } from '@shared/api/track-management';
import { apiClient } from '@/lib/api-client';
import type { FileRef } from './keys';

/** Changes a track's label (admin, content-manager). */
export function useRenameTrack(ref: FileRef) {
  return useMutation({
    mutationFn: ({ trackId, label }: { trackId: string; label: string }) =>
      renameTrack(apiClient, { ...ref, trackId }, { label }),
  });
}
