import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrackVersion } from '@shared/api/track-versions';
import { apiClient } from '@/lib/api-client';
import { trackEditorKeys, type TrackRef } from './keys';

export const trackVersionQueryOptions = (ref: TrackRef, version: number) =>
  queryOptions({
    queryKey: trackEditorKeys.version(ref, version),
    queryFn: ({ signal }) => getTrackVersion(apiClient, ref, version, { signal }),
    // A version never changes once saved.
    staleTime: Infinity,
  });

/** One saved version with its cues; idle until a version is chosen. */
export function useTrackVersion(ref: TrackRef, version: number | null) {
  return useQuery({ ...trackVersionQueryOptions(ref, version ?? 0), enabled: version !== null });
}
