import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAssignments } from '@shared/api/assignments';
import { apiClient } from '@/lib/api-client';
import { assignmentKeys } from './keys';

export const fileAssignmentsQueryOptions = (workspaceId: string, fileId: string) =>
  queryOptions({
    queryKey: assignmentKeys.byFile(workspaceId, fileId),
    queryFn: ({ signal }) => listAssignments(apiClient, { workspaceId, fileId }, { signal }),
  });

/** A file's assignments, by due date. */
export function useFileAssignments(workspaceId: string, fileId: string) {
  return useQuery(fileAssignmentsQueryOptions(workspaceId, fileId));
}
