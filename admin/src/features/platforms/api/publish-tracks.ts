import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishTracks } from '@shared/api/platforms';
import type { PlatformType } from '@shared/constants';
import { apiClient } from '@/lib/api-client';
import { platformsKeys } from './keys';

/** Sends chosen tracks of an imported file back to its platform; the item then shows what was published. */
export function usePublishTracks(workspaceId: string, platform: PlatformType, fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trackIds: string[]) =>
      publishTracks(apiClient, workspaceId, fileId, { tracks: trackIds.map((trackId) => ({ trackId })) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformsKeys.platform(workspaceId, platform) }),
  });
}
