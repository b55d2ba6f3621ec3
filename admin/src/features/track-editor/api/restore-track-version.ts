import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restoreTrackVersion } from '@shared/api/track-versions';
import { apiClient } from '@/lib/api-client';
import { trackCuesQueryOptions } from './get-track-cues';
import { trackVersionsQueryOptions } from './get-track-versions';
import type { TrackRef } from './keys';

/** Makes an old version the current one (as a new version); the track's cues and versions refresh. */
export function useRestoreTrackVersion(ref: TrackRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, baseVersion }: { version: number; baseVersion: number }) =>
      restoreTrackVersion(apiClient, ref, version, { baseVersion }),
    onSuccess: async (track) => {
      queryClient.setQueryData(trackCuesQueryOptions(ref).queryKey, track);
      await queryClient.invalidateQueries({ queryKey: trackVersionsQueryOptions(ref).queryKey });
    },
  });
}
