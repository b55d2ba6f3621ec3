import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWorkspaceMembers } from '@shared/api/members';
import { apiClient } from '@/lib/api-client';
import { memberKeys } from './keys';

export const membersQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: memberKeys.list(workspaceId),
    queryFn: ({ signal }) => getWorkspaceMembers(apiClient, { workspaceId }, { signal }),
  });

/** The workspace's members with their roles (addresses only for roles that may see them). */
export function useWorkspaceMembers(workspaceId: string) {
  return useQuery(membersQueryOptions(workspaceId));
}
