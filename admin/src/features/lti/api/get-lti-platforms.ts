import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLtiPlatforms } from '@shared/api/lti';
import { apiClient } from '@/lib/api-client';
import { ltiKeys } from './keys';

export const ltiPlatformsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: ltiKeys.list(workspaceId),
    queryFn: ({ signal }) => listLtiPlatforms(apiClient, workspaceId, { signal }),
  });

/** The workspace's LTI platforms and our tool's URLs. */
export function useLtiPlatforms(workspaceId: string) {
  return useQuery(ltiPlatformsQueryOptions(workspaceId));
}
