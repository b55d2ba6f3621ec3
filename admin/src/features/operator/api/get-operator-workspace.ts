import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOperatorWorkspace } from '@shared/api/operator';
import { apiClient } from '@/lib/api-client';
import { operatorKeys } from './keys';

export const operatorWorkspaceQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: operatorKeys.workspace(workspaceId),
    queryFn: ({ signal }) => getOperatorWorkspace(apiClient, workspaceId, { signal }),
  });

/** One workspace as the operator's side panel shows it. */
export function useOperatorWorkspace(workspaceId: string) {
  return useQuery(operatorWorkspaceQueryOptions(workspaceId));
}
