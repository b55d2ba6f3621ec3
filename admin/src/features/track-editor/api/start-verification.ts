import { useMutation } from '@tanstack/react-query';
import { startTrackVerification } from '@shared/api/track-verifications';
import { apiClient } from '@/lib/api-client';
import type { TrackRef } from './keys';

/** Starts a verification of the track: the server draws the sample of cues to check. */
export function useStartVerification(ref: TrackRef) {
  return useMutation({ mutationFn: () => startTrackVerification(apiClient, ref) });
}
