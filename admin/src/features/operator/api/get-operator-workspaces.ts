import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listOperatorWorkspaces } from '@shared/api/operator';
import type { OperatorWorkspaceSortParam } from '@shared/schemas/operator';
import { apiClient } from '@/lib/api-client';
import { operatorKeys } from './keys';

export const operatorWorkspacesQueryOptions = (query: { q: string; sort: OperatorWorkspaceSortParam }) =>
  infiniteQueryOptions({
    queryKey: operatorKeys.workspaceList(query),
    queryFn: ({ pageParam, signal }) =>
      listOperatorWorkspaces(apiClient, { q: query.q || undefined, sort: query.sort, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Every workspace, a page at a time, filtered and sorted. */
export function useOperatorWorkspaces(query: { q: string; sort: OperatorWorkspaceSortParam }) {
  return useInfiniteQuery(operatorWorkspacesQueryOptions(query));
}
