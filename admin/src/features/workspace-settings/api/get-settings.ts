import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWorkspaceSettings } from '@shared/api/settings';
import { apiClient } from '@/lib/api-client';
import { settingsKeys } from './keys';

export const settingsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: settingsKeys.detail(workspaceId),
    queryFn: ({ signal }) => getWorkspaceSettings(apiClient, workspaceId, { signal }),
  });

/** The workspace's general settings. */
export function useWorkspaceSettings(workspaceId: string) {
  return useQuery(settingsQueryOptions(workspaceId));
}
