import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLabel } from '@shared/api/labels';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { labelsQueryOptions } from './get-labels';
import { assignmentKeys } from './keys';

/** Deletes a label; the server also drops it from the file's assignments, so those refresh too. */
export function useDeleteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, id }: { workspaceId: string; fileId: string; id: string }) =>
      deleteLabel(apiClient, id, { workspaceId }),
    onSuccess: (_data, { workspaceId, fileId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: labelsQueryOptions(workspaceId, fileId).queryKey }),
        queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() }),
      ]),
    onError: (error) => toast.error(`Error deleting label: ${error.message}`),
  });
}
