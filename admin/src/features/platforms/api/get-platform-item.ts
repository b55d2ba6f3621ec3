import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPlatformItem } from '@shared/api/platforms';
import type { PlatformType } from '@shared/constants';
import { apiClient } from '@/lib/api-client';
import { isActive, POLL_MS } from '../format';
import { platformsKeys } from './keys';

export const platformItemQueryOptions = (workspaceId: string, platform: PlatformType, itemId: string) =>
  queryOptions({
    queryKey: platformsKeys.item(workspaceId, platform, itemId),
    queryFn: ({ signal }) => getPlatformItem(apiClient, workspaceId, platform, itemId, { signal }),
  });

/** One platform item: its details, its caption tracks there, its library file and what was published back. */
export function usePlatformItem(workspaceId: string, platform: PlatformType, itemId: string) {
  return useQuery({
    ...platformItemQueryOptions(workspaceId, platform, itemId),
    // While its import runs, the item's library state (and track count) keeps changing.
    refetchInterval: (query) => (isActive(query.state.data?.imported?.status) ? POLL_MS : false),
  });
}
