import { queryOptions, useQuery } from '@tanstack/react-query';
import { listShowcases } from '@shared/api/showcases';
import { apiClient } from '@/lib/api-client';
import { showcaseKeys } from './keys';

export const showcasesQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: showcaseKeys.list(workspaceId),
    queryFn: ({ signal }) => listShowcases(apiClient, { workspaceId }, { signal }),
  });

/** The workspace's showcases, newest first. */
export function useShowcases(workspaceId: string) {
  return useQuery(showcasesQueryOptions(workspaceId));
}
