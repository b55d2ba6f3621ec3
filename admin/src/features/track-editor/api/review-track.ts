import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewTrack } from '@shared/api/compliance';
import { apiClient } from '@/lib/api-client';
import { trackReviewQueryOptions } from './get-track-review';
import type { TrackRef } from './keys';

/** Marks the track reviewed by the signed-in person (recorded in the compliance evidence). */
export function useReviewTrack(ref: TrackRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reviewTrack(apiClient, ref, { reviewed: true }).then((r) => r.review),
    onSuccess: (review) => queryClient.setQueryData(trackReviewQueryOptions(ref).queryKey, review),
  });
}
