import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listProposedCorrections } from '@shared/api/contributions';
import { apiClient } from '@/lib/api-client';
import { type CorrectionFilters, REVIEW_PAGE_SIZE, reviewKeys } from './keys';

export const correctionsQueryOptions = (workspaceId: string, filters: CorrectionFilters) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.correctionList(workspaceId, filters),
    queryFn: ({ pageParam, signal }) =>
      listProposedCorrections(
        apiClient,
        { workspaceId, ...filters, limit: REVIEW_PAGE_SIZE, cursor: pageParam },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The workspace's corrections matching `filters`, newest first, 20 a page. */
export function useCorrections(workspaceId: string, filters: CorrectionFilters) {
  return useInfiniteQuery(correctionsQueryOptions(workspaceId, filters));
}
