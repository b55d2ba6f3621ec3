import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvitation } from '@shared/api/members';
import { apiClient } from '@/lib/api-client';
import { workspaceKeys } from './keys';

export const invitationQueryOptions = (workspaceId: string, token: string) =>
  queryOptions({
    queryKey: workspaceKeys.invitation(workspaceId, token),
    queryFn: ({ signal }) => getInvitation(apiClient, workspaceId, token, { signal }),
  });

/** What an invitation link is for and whether it still works; off without a token. */
export function useInvitation(workspaceId: string, token: string | undefined) {
  return useQuery({ ...invitationQueryOptions(workspaceId, token ?? ''), enabled: token !== undefined });
}
