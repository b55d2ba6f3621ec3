import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWorkspaceMembers } from '@shared/api/members';
import { apiClient } from '@/lib/api-client';
import { assignmentKeys } from './keys';

export const membersQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: assignmentKeys.members(workspaceId),
    queryFn: ({ signal }) => getWorkspaceMembers(apiClient, { workspaceId }, { signal }),
    staleTime: 60_000,
  });

/** The workspace's members: who can be assigned, and the caller's role. */
export function useMembers(workspaceId: string) {
  return useQuery(membersQueryOptions(workspaceId));
}
