import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listMediaRequests } from '@shared/api/contributions';
import { apiClient } from '@/lib/api-client';
import { type RequestFilters, REVIEW_PAGE_SIZE, reviewKeys } from './keys';

export const requestsQueryOptions = (workspaceId: string, filters: RequestFilters) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.requestList(workspaceId, filters),
    queryFn: ({ pageParam, signal }) =>
      listMediaRequests(apiClient, { workspaceId, ...filters, limit: REVIEW_PAGE_SIZE, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The workspace's accessibility requests matching `filters`, newest first, 20 a page. */
export function useRequests(workspaceId: string, filters: RequestFilters) {
  return useInfiniteQuery(requestsQueryOptions(workspaceId, filters));
}
