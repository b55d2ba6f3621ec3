import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTimeEntry } from '@shared/api/assignments';
import { apiClient } from '@/lib/api-client';
import { assignmentQueryOptions } from './get-assignment';
import { assignmentKeys } from './keys';

interface EntryTarget {
  workspaceId: string;
  assignmentId: string;
  /** The entry's owner: the path names them. */
  userId: string;
  entryId: string;
}

/** Deletes a time entry (admins: anyone's; others: their own). */
export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, assignmentId, userId, entryId }: EntryTarget) =>
      deleteTimeEntry(apiClient, assignmentId, userId, entryId, { workspaceId }),
    onSuccess: ({ totalTimeSpent }, { workspaceId, assignmentId, entryId }) => {
      queryClient.setQueryData(assignmentQueryOptions(workspaceId, assignmentId).queryKey, (current) =>
        current
          ? { ...current, totalTimeSpent, timeEntries: current.timeEntries.filter((e) => e.id !== entryId) }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() });
    },
  });
}
