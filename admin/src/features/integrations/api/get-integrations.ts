import { queryOptions, useQuery } from '@tanstack/react-query';
import { listIntegrations } from '@shared/api/integrations';
import { apiClient } from '@/lib/api-client';
import { integrationKeys } from './keys';

export const integrationsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: integrationKeys.list(workspaceId),
    queryFn: ({ signal }) => listIntegrations(apiClient, workspaceId, { signal }),
  });

/** The workspace's connected platforms. */
export function useIntegrations(workspaceId: string) {
  return useQuery(integrationsQueryOptions(workspaceId));
}
