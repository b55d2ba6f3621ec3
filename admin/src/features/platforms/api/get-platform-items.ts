import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listPlatformItems } from '@shared/api/platforms';
import type { PlatformType } from '@shared/constants';
import { apiClient } from '@/lib/api-client';
import { type BrowseParams, platformsKeys } from './keys';

export const platformItemsQueryOptions = (workspaceId: string, platform: PlatformType, params: BrowseParams) =>
  infiniteQueryOptions({
    queryKey: platformsKeys.list(workspaceId, platform, params),
    queryFn: ({ pageParam, signal }) =>
      listPlatformItems(
        apiClient,
        workspaceId,
        platform,
        {
          folderId: params.folderId ?? undefined,
          query: params.query || undefined,
          cursor: pageParam ?? undefined,
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** A platform's library page by page (the platform's own cursor), in a folder or searched. */
export function usePlatformItems(workspaceId: string, platform: PlatformType, params: BrowseParams, enabled = true) {
  return useInfiniteQuery({ ...platformItemsQueryOptions(workspaceId, platform, params), enabled });
}
