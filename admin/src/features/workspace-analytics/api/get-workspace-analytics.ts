import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getWorkspaceAnalytics } from '@shared/api/analytics';
import { apiClient } from '@/lib/api-client';
import { workspaceAnalyticsKeys } from './keys';

/** `from`/`to` empty: the server's default, the last 30 days. */
export const workspaceAnalyticsQueryOptions = (workspaceId: string, from: string, to: string) =>
  queryOptions({
    queryKey: workspaceAnalyticsKeys.range(workspaceId, from, to),
    queryFn: ({ signal }) =>
      getWorkspaceAnalytics(apiClient, workspaceId, { from: from || undefined, to: to || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The workspace's figures per day over a period. */
export function useWorkspaceAnalytics(workspaceId: string, from: string, to: string) {
  return useQuery(workspaceAnalyticsQueryOptions(workspaceId, from, to));
}
