import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPlan } from '@shared/api/plans';
import { apiClient } from '@/lib/api-client';
import { planKeys } from './keys';

export const planQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: planKeys.detail(workspaceId),
    queryFn: ({ signal }) => getPlan(apiClient, workspaceId, { signal }),
  });

/** The plan in force, a pending change and this month's usage. */
export function usePlan(workspaceId: string) {
  return useQuery(planQueryOptions(workspaceId));
}
