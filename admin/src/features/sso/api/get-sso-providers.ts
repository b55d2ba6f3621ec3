import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSsoProviders } from '@shared/api/sso';
import { apiClient } from '@/lib/api-client';
import { ssoKeys } from './keys';

export const ssoProvidersQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ssoKeys.providers(workspaceId),
    queryFn: ({ signal }) => listSsoProviders(apiClient, workspaceId, { signal }),
  });

/** The workspace's identity providers (admins). */
export function useSsoProviders(workspaceId: string) {
  return useQuery(ssoProvidersQueryOptions(workspaceId));
}
