import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeTrackVerification } from '@shared/api/track-verifications';
import { apiClient } from '@/lib/api-client';
import { trackReviewQueryOptions } from './get-track-review';
import type { TrackRef } from './keys';

/** Measures the sample and applies its corrections; the track's review state (verified or not) is read again. */
export function useCompleteVerification(ref: TrackRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (verificationId: string) => completeTrackVerification(apiClient, { ...ref, verificationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackReviewQueryOptions(ref).queryKey }),
  });
}
