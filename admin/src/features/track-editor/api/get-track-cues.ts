import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrackCues } from '@shared/api/media';
import { apiClient } from '@/lib/api-client';
import { trackEditorKeys, type TrackRef } from './keys';

export const trackCuesQueryOptions = (ref: TrackRef) =>
  queryOptions({
    queryKey: trackEditorKeys.cues(ref),
    queryFn: ({ signal }) => getTrackCues(apiClient, ref, { signal }),
    // The editor owns the cues once loaded: a background refetch must never replace them under the person typing,
    // and an editor opened again loads them afresh rather than from a copy its own saves have outdated.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });

/** A track's cues and version, loaded once for the editor. */
export function useTrackCues(ref: TrackRef) {
  return useQuery(trackCuesQueryOptions(ref));
}
