import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAssignments } from '@shared/api/assignments';
import { apiClient } from '@/lib/api-client';
import { assignmentKeys } from './keys';

export const userAssignmentsQueryOptions = (workspaceId: string, userId: string) =>
  queryOptions({
    queryKey: assignmentKeys.byUser(workspaceId, userId),
    queryFn: ({ signal }) => listAssignments(apiClient, { workspaceId, userId }, { signal }),
  });

/** One user's assignments in a workspace, by due date. */
export function useUserAssignments(workspaceId: string, userId: string) {
  return useQuery(userAssignmentsQueryOptions(workspaceId, userId));
}
