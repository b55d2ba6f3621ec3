import { useMutation } from '@tanstack/react-query';
import { reviewVerificationSegment } from '@shared/api/track-verifications';
import { apiClient } from '@/lib/api-client';
import type { TrackRef } from './keys';

/** Records the text heard for one sampled cue; the same text confirms it. */
export function useReviewVerificationSegment(ref: TrackRef) {
  return useMutation({
    mutationFn: ({ verificationId, segmentId, text }: { verificationId: string; segmentId: string; text: string }) =>
      reviewVerificationSegment(apiClient, { ...ref, verificationId, segmentId }, { text }),
  });
}
