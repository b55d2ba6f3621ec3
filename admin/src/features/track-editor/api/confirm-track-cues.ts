import { useMutation } from '@tanstack/react-query';
import { confirmTrackCues } from '@shared/api/media';
import { apiClient } from '@/lib/api-client';
import type { TrackRef } from './keys';

/** Confirms cues' text as heard: the server stops giving their words, so they are no longer uncertain. */
export function useConfirmTrackCues(ref: TrackRef) {
  return useMutation({ mutationFn: (cueIds: string[]) => confirmTrackCues(apiClient, ref, { cueIds }) });
}
