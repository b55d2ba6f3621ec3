import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAssignments } from '@shared/api/assignments';
import { apiClient } from '@/lib/api-client';
import { assignmentKeys } from './keys';

/** How often the nav's list asks again, so new work shows without a reload (paused while the tab is hidden). */
export const USER_ASSIGNMENTS_REFRESH_MS = 30_000;

export const userAssignmentsQueryOptions = (workspaceId: string, userId: string) =>
  queryOptions({
    queryKey: assignmentKeys.byUser(workspaceId, userId),
    queryFn: ({ signal }) => listAssignments(apiClient, { workspaceId, userId }, { signal }),
    refetchInterval: USER_ASSIGNMENTS_REFRESH_MS,
  });

/** One user's assignments in a workspace, by due date. */
export function useUserAssignments(workspaceId: string, userId: string) {
  return useQuery(userAssignmentsQueryOptions(workspaceId, userId));
}
