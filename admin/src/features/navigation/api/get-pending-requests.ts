import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMediaRequests } from '@shared/api/contributions';
import { PENDING_BADGE_LIMIT } from '@shared/constants';
import { apiClient } from '@/lib/api-client';
import { pendingKeys } from './keys';

export const pendingRequestsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: pendingKeys.requests(workspaceId),
    queryFn: ({ signal }) => listMediaRequests(apiClient, { workspaceId, limit: PENDING_BADGE_LIMIT }, { signal }),
    staleTime: 60_000,
  });

/** The first page of pending accessibility requests, for the icon's count. */
export function usePendingRequests(workspaceId: string) {
  return useQuery(pendingRequestsQueryOptions(workspaceId));
}
