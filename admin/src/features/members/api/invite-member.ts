import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteMember } from '@shared/api/members';
import type { InviteMemberBody } from '@shared/schemas/members';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { invitationsQueryOptions } from './get-invitations';

/** Invites an address with a role; the server mails the link. */
export function useInviteMember(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberBody) => inviteMember(apiClient, workspaceId, body),
    onSuccess: ({ invitation }) => {
      toast.success(`Invitation sent to ${invitation.email}`);
      return queryClient.invalidateQueries({ queryKey: invitationsQueryOptions(workspaceId).queryKey });
    },
  });
}
