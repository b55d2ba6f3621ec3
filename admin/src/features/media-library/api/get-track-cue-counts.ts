import { useQueries } from '@tanstack/react-query';
import { getTrackCues } from '@shared/api/media';
import { apiClient } from '@/lib/api-client';
import { mediaLibraryKeys } from './keys';

/** How many cues each of a file's tracks holds (undefined while loading), by track id. */
export function useTrackCueCounts(workspaceId: string, fileId: string, trackIds: readonly string[]) {
  return useQueries({
    queries: trackIds.map((trackId) => ({
      queryKey: mediaLibraryKeys.cues(workspaceId, fileId, trackId),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getTrackCues(apiClient, { workspaceId, fileId, trackId }, { signal }),
      select: (track: { cues: unknown[] }) => track.cues.length,
    })),
    combine: (results) => new Map(trackIds.map((trackId, index) => [trackId, results[index]?.data])),
  });
}
