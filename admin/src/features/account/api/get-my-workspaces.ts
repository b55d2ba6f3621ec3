import { queryOptions, useQuery } from '@tanstack/react-query';
import { listWorkspaces } from '@shared/api/workspaces';
import { apiClient } from '@/lib/api-client';
import { accountKeys } from './keys';

export const myWorkspacesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.workspaces(),
    queryFn: ({ signal }) => listWorkspaces(apiClient, { signal }),
  });

/** The caller's workspaces with their role in each. */
export function useMyWorkspaces() {
  return useQuery(myWorkspacesQueryOptions());
}
