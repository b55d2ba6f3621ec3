import { useMutation, useQueryClient } from '@tanstack/react-query';
import { declineMediaRequest } from '@shared/api/review';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterDecision } from './invalidate-after-decision';

/** Declines with a message, which the server mails to the requester when they left an address. */
export function useDeclineRequest(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      declineMediaRequest(apiClient, workspaceId, id, { message }),
    onSuccess: () => void invalidateAfterDecision(queryClient, workspaceId),
  });
}
