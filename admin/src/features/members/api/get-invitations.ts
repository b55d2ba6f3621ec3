import { queryOptions, useQuery } from '@tanstack/react-query';
import { listInvitations } from '@shared/api/members';
import { apiClient } from '@/lib/api-client';
import { memberKeys } from './keys';

export const invitationsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: memberKeys.invitations(workspaceId),
    queryFn: ({ signal }) => listInvitations(apiClient, workspaceId, { signal }),
  });

/** Open invitations (admins). */
export function useInvitations(workspaceId: string, enabled = true) {
  return useQuery({ ...invitationsQueryOptions(workspaceId), enabled });
}
