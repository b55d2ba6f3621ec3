import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWorkspace } from '@shared/api/workspaces';
import { apiClient } from '@/lib/api-client';
import { workspaceKeys } from './keys';

export const workspaceQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: workspaceKeys.detail(workspaceId),
    queryFn: ({ signal }) => getWorkspace(apiClient, { workspaceId }, { signal }),
  });

export function useWorkspace(workspaceId: string) {
  return useQuery(workspaceQueryOptions(workspaceId));
}
