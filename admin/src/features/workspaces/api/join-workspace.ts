import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinWorkspace } from '@shared/api/members';
import { apiClient } from '@/lib/api-client';
import { workspaceKeys } from './keys';

/** Accepts the invitation addressed to the caller's email. */
export function useJoinWorkspace(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinWorkspace(apiClient, workspaceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
