import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listWorkspaceAssignments } from '@shared/api/assignments';
import { apiClient } from '@/lib/api-client';
import { assignmentKeys, type WorkspaceAssignmentFilters } from './keys';

const PAGE_SIZE = 25;

export const workspaceAssignmentsQueryOptions = (workspaceId: string, filters: WorkspaceAssignmentFilters) =>
  infiniteQueryOptions({
    queryKey: assignmentKeys.byWorkspace(workspaceId, filters),
    queryFn: ({ pageParam, signal }) =>
      listWorkspaceAssignments(
        apiClient,
        workspaceId,
        { ...filters, cursor: pageParam ?? undefined, limit: PAGE_SIZE },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** Every assignment of the workspace matching the filters, a page at a time (managers). */
export function useWorkspaceAssignments(workspaceId: string, filters: WorkspaceAssignmentFilters) {
  return useInfiniteQuery(workspaceAssignmentsQueryOptions(workspaceId, filters));
}
