import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMemberRole } from '@shared/api/members';
import type { Role } from '@shared/constants';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { membersQueryOptions } from './get-members';

/** Changes a member's role; the server keeps at least one admin and says so. */
export function useUpdateMemberRole(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      updateMemberRole(apiClient, workspaceId, userId, { role }),
    onSuccess: ({ member }) => toast.success(`${member.name || member.email} is now ${member.role}`),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryOptions(workspaceId).queryKey }),
  });
}
