import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrackReview } from '@shared/api/compliance';
import { apiClient } from '@/lib/api-client';
import { trackEditorKeys, type TrackRef } from './keys';

export const trackReviewQueryOptions = (ref: TrackRef) =>
  queryOptions({
    queryKey: trackEditorKeys.review(ref),
    queryFn: ({ signal }) => getTrackReview(apiClient, ref, { signal }).then((r) => r.review),
  });

/** The track's origin and who reviewed it, at which version. */
export function useTrackReview(ref: TrackRef) {
  return useQuery(trackReviewQueryOptions(ref));
}
