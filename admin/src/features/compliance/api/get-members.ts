import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWorkspaceMembers } from '@shared/api/members';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** The workspace's members, to pick whom a bulk review is assigned to. */
export function useComplianceMembers(workspaceId: string) {
  return useQuery(
    queryOptions({
      queryKey: complianceKeys.members(workspaceId),
      queryFn: ({ signal }) => getWorkspaceMembers(apiClient, { workspaceId }, { signal }),
      staleTime: 60_000,
    }),
  );
}
