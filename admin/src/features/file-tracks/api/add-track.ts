import { useMutation } from '@tanstack/react-query';
import { createTrack } from '@shared/api/media';
import type { CreateTrackBody } from '@shared/schemas/media';
import { apiClient } from '@/lib/api-client';
import type { FileRef } from './keys';

/** Adds an empty track (admin, content-manager); the file's track list belongs to the page, which refreshes it. */
export function useAddTrack(ref: FileRef) {
  return useMutation({ mutationFn: (body: CreateTrackBody) => createTrack(apiClient, ref, body) });
}
