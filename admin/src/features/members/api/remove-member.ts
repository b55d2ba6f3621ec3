import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeMember } from '@shared/api/members';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { membersQueryOptions } from './get-members';

/** Removes a member, or the caller themselves (leaving); the last admin cannot go. */
export function useRemoveMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(apiClient, workspaceId, userId),
    onError: (error) => toast.error(error.message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryOptions(workspaceId).queryKey }),
  });
}
