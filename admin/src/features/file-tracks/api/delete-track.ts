import { useMutation } from '@tanstack/react-query';
import { deleteTrack } from '@shared/api/media';
import { apiClient } from '@/lib/api-client';
import type { FileRef } from './keys';

/** Deletes a track and its cues (admin, content-manager). */
export function useDeleteTrack(ref: FileRef) {
  return useMutation({ mutationFn: (trackId: string) => deleteTrack(apiClient, { ...ref, trackId }) });
}
