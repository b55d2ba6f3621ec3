import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAssignment } from '@shared/api/assignments';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { assignmentQueryOptions } from './get-assignment';
import { assignmentKeys } from './keys';

/** Deletes an assignment and says how it went in a toast. */
export function useDeleteAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, id }: { workspaceId: string; id: string }) =>
      deleteAssignment(apiClient, id, { workspaceId }),
    onSuccess: (_data, { workspaceId, id }) => {
      toast.success('Assignment deleted successfully');
      queryClient.removeQueries({ queryKey: assignmentQueryOptions(workspaceId, id).queryKey });
      return queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() });
    },
    onError: (error) => toast.error(`Error deleting assignment: ${error.message}`),
  });
}
