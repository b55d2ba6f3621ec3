import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listTrackVersionHistory } from '@shared/api/track-versions';
import { apiClient } from '@/lib/api-client';
import { trackEditorKeys, type TrackRef } from './keys';

export const trackVersionsQueryOptions = (ref: TrackRef) =>
  infiniteQueryOptions({
    queryKey: trackEditorKeys.versions(ref),
    queryFn: ({ signal, pageParam }) => listTrackVersionHistory(apiClient, ref, { before: pageParam }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });

/** A track's saved versions, newest first, a page at a time; idle until `enabled`. */
export function useTrackVersions(ref: TrackRef, enabled = true) {
  return useInfiniteQuery({ ...trackVersionsQueryOptions(ref), enabled });
}
