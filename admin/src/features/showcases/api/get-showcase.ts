import { queryOptions, useQuery } from '@tanstack/react-query';
import { getShowcase } from '@shared/api/showcases';
import { apiClient } from '@/lib/api-client';
import { showcaseKeys } from './keys';

export const showcaseQueryOptions = (workspaceId: string, showcaseId: string) =>
  queryOptions({
    queryKey: showcaseKeys.detail(workspaceId, showcaseId),
    queryFn: ({ signal }) => getShowcase(apiClient, { workspaceId, showcaseId }, { signal }),
    select: (answer) => answer.showcase,
  });

/** One showcase. */
export function useShowcase(workspaceId: string, showcaseId: string) {
  return useQuery(showcaseQueryOptions(workspaceId, showcaseId));
}
