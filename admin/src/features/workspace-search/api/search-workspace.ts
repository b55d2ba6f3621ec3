import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { searchWorkspace } from '@shared/api/workspace-search';
import { apiClient } from '@/lib/api-client';
import { workspaceSearchKeys } from './keys';

export const workspaceSearchQueryOptions = (workspaceId: string, q: string) =>
  infiniteQueryOptions({
    queryKey: workspaceSearchKeys.results(workspaceId, q),
    queryFn: ({ pageParam, signal }) => searchWorkspace(apiClient, workspaceId, { q, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: q.length > 0,
  });

/** Ranked hits across the workspace's transcripts for `q`, a page at a time (nothing while `q` is empty). */
export function useWorkspaceSearch(workspaceId: string, q: string) {
  return useInfiniteQuery(workspaceSearchQueryOptions(workspaceId, q));
}
