import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAssignment } from '@shared/api/assignments';
import type { Assignment } from '@shared/schemas/assignments';
import { apiClient } from '@/lib/api-client';
import { assignmentKeys } from './keys';

export const assignmentQueryOptions = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: assignmentKeys.detail(workspaceId, id),
    queryFn: ({ signal }) => getAssignment(apiClient, id, { workspaceId }, { signal }),
  });

/** One assignment with its time entries; `initial` (e.g. a list row) shows at once while it refreshes. */
export function useAssignment(workspaceId: string, id: string, initial?: Assignment) {
  return useQuery({ ...assignmentQueryOptions(workspaceId, id), initialData: initial, enabled: Boolean(id) });
}
