import { queryOptions, useQuery } from '@tanstack/react-query';
import { listWorkspaces } from '@shared/api/workspaces';
import { apiClient } from '@/lib/api-client';
import { workspaceKeys } from './keys';

export const workspacesQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.list(),
    queryFn: ({ signal }) => listWorkspaces(apiClient, { signal }),
  });

/** The signed-in user's workspaces with their role in each. */
export function useWorkspaces() {
  return useQuery(workspacesQueryOptions());
}
