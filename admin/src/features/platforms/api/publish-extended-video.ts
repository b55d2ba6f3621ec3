import { useMutation } from '@tanstack/react-query';
import { publishExtendedVideo } from '@shared/api/platforms';
import { apiClient } from '@/lib/api-client';

/** Sends a descriptions track's newest extended video render to the file's platform as a new item. */
export function usePublishExtendedVideo(workspaceId: string, fileId: string) {
  return useMutation({
    mutationFn: (trackId: string) => publishExtendedVideo(apiClient, workspaceId, fileId, { trackId }),
  });
}
