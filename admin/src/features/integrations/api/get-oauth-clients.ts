import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPlatformOAuthClients } from '@shared/api/platforms';
import { apiClient } from '@/lib/api-client';
import { integrationKeys } from './keys';

export const oauthClientsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: integrationKeys.oauthClients(workspaceId),
    queryFn: ({ signal }) => listPlatformOAuthClients(apiClient, workspaceId, { signal }),
  });

/** Which sign-in platforms the server has an OAuth client for. */
export function useOAuthClients(workspaceId: string) {
  return useQuery(oauthClientsQueryOptions(workspaceId));
}
