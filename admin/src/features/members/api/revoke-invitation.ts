import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeInvitation } from '@shared/api/members';
import type { Invitation } from '@shared/schemas/members';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { invitationsQueryOptions } from './get-invitations';

/** Withdraws an invitation; its link then says so. */
export function useRevokeInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => revokeInvitation(apiClient, workspaceId, invitation.id),
    onSuccess: (_done, invitation) => {
      toast.success(`Invitation for ${invitation.email} withdrawn`);
      return queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(workspaceId).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
