import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLabels } from '@shared/api/labels';
import { apiClient } from '@/lib/api-client';
import { assignmentKeys } from './keys';

export const labelsQueryOptions = (workspaceId: string, fileId: string) =>
  queryOptions({
    queryKey: assignmentKeys.labels(workspaceId, fileId),
    queryFn: ({ signal }) => listLabels(apiClient, { workspaceId, fileId }, { signal }),
  });

/** A file's labels. */
export function useLabels(workspaceId: string, fileId: string) {
  return useQuery(labelsQueryOptions(workspaceId, fileId));
}
