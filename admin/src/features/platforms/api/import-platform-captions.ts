import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importPlatformCaptions } from '@shared/api/platforms';
import type { PlatformType } from '@shared/constants';
import { apiClient } from '@/lib/api-client';
import { platformsKeys } from './keys';

/** Brings chosen caption tracks of an imported item in as tracks of its library file (`fileId`). */
export function useImportPlatformCaptions(workspaceId: string, platform: PlatformType, itemId: string, fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (captionIds: string[]) =>
      importPlatformCaptions(apiClient, workspaceId, platform, itemId, { captionIds }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: platformsKeys.platform(workspaceId, platform) }),
        queryClient.invalidateQueries({ queryKey: platformsKeys.libraryFile(workspaceId, fileId) }),
      ]),
  });
}
