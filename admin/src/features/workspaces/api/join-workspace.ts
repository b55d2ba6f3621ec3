import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinWorkspace } from '@shared/api/members';
import { apiClient } from '@/lib/api-client';

/** Accepts the link's invitation (`token`), or without one the invitation addressed to the caller's email. */
export function useJoinWorkspace(workspaceId: string, token: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinWorkspace(apiClient, workspaceId, token),
    // The new membership changes the workspace list, the workspace and the invitation's state.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
