import { useMutation } from '@tanstack/react-query';
import { duplicateTrack } from '@shared/api/track-management';
import type { DuplicateTrackBody } from '@shared/schemas/track-management';
import { apiClient } from '@/lib/api-client';
import type { FileRef } from './keys';

/** Adds a copy of a track with its cues (admin, content-manager). */
export function useDuplicateTrack(ref: FileRef) {
  return useMutation({
    mutationFn: ({ trackId, body = {} }: { trackId: string; body?: DuplicateTrackBody }) =>
      duplicateTrack(apiClient, { ...ref, trackId }, body),
  });
}
