import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFileRenders } from '@shared/api/jobs';
import { apiClient } from '@/lib/api-client';
import { mediaJobsKeys } from './keys';

export const fileRendersQueryOptions = (workspaceId: string, fileId: string) =>
  queryOptions({
    queryKey: mediaJobsKeys.renders(workspaceId, fileId),
    queryFn: ({ signal }) => getFileRenders(apiClient, workspaceId, fileId, { signal }),
  });

/** The file's finished renders (newest of each kind per track); asked again when a render ordered here ends. */
export function useFileRenders(workspaceId: string, fileId: string) {
  return useQuery(fileRendersQueryOptions(workspaceId, fileId));
}
