import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendInvitation } from '@shared/api/members';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { invitationsQueryOptions } from './get-invitations';

/** Mails an invitation again with a fresh link. */
export function useResendInvitation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => resendInvitation(apiClient, workspaceId, invitationId),
    onSuccess: ({ invitation }) => {
      toast.success(`Invitation sent again to ${invitation.email}`);
      return queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(workspaceId).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
