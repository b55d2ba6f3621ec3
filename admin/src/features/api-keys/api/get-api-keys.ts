import { queryOptions, useQuery } from '@tanstack/react-query';
import { listApiKeys } from '@shared/api/api-keys';
import { apiClient } from '@/lib/api-client';
import { apiKeyKeys } from './keys';

export const apiKeysQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: apiKeyKeys.list(workspaceId),
    queryFn: ({ signal }) => listApiKeys(apiClient, workspaceId, { signal }),
  });

/** The workspace's API keys (admins). */
export function useApiKeys(workspaceId: string) {
  return useQuery(apiKeysQueryOptions(workspaceId));
}
