import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeMember } from '@shared/api/members';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';

/** Leaves a workspace (the last admin cannot: the server says so). */
export function useLeaveWorkspace(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspace: { workspaceId: string; workspaceName: string }) =>
      removeMember(apiClient, workspace.workspaceId, userId),
    onSuccess: (_done, workspace) => {
      toast.success(`You left ${workspace.workspaceName}`);
      // Every workspace-scoped answer may have changed.
      return queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(error.message),
  });
}
