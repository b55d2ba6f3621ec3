import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMediaRequests } from '@shared/api/contributions';
import { PENDING_BADGE_LIMIT } from '@shared/constants';
import { apiClient } from '@/lib/api-client';
import { PENDING_REFRESH_MS, pendingKeys } from '@/lib/pending-keys';

export const pendingRequestsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: pendingKeys.requests(workspaceId),
    queryFn: ({ signal }) => listMediaRequests(apiClient, { workspaceId, limit: PENDING_BADGE_LIMIT }, { signal }),
    // A viewer's new contribution shows on the badge within 30 s, without a reload (paused in hidden tabs).
    staleTime: PENDING_REFRESH_MS,
    refetchInterval: PENDING_REFRESH_MS,
  });

/**
 * The first page of pending accessibility requests, for the Notifications count; asked only when `enabled` (the caller
 * works on that queue).
 */
export function usePendingRequests(workspaceId: string, enabled: boolean) {
  return useQuery({ ...pendingRequestsQueryOptions(workspaceId), enabled });
}
