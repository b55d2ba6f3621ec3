import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMediaRequest } from '@shared/api/review';
import { apiClient } from '@/lib/api-client';
import { reviewKeys } from './keys';

export const requestQueryOptions = (workspaceId: string, requestId: string) =>
  queryOptions({
    queryKey: reviewKeys.request(workspaceId, requestId),
    queryFn: ({ signal }) => getMediaRequest(apiClient, workspaceId, requestId, { signal }),
  });

/** One accessibility request with its file's tracks and the assignment Start created. */
export function useRequest(workspaceId: string, requestId: string) {
  return useQuery(requestQueryOptions(workspaceId, requestId));
}
