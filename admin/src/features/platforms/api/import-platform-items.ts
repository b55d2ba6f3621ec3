import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importPlatformItems } from '@shared/api/platforms';
import type { PlatformType } from '@shared/constants';
import type { ImportPlatformItemsBody } from '@shared/schemas/platforms';
import { apiClient } from '@/lib/api-client';
import { platformsKeys } from './keys';

/** Imports items as library files; the listings and items then show what was imported. */
export function useImportPlatformItems(workspaceId: string, platform: PlatformType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportPlatformItemsBody) => importPlatformItems(apiClient, workspaceId, platform, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformsKeys.platform(workspaceId, platform) }),
  });
}
