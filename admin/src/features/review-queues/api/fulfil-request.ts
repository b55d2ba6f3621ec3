import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fulfilMediaRequest } from '@shared/api/review';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterDecision } from './invalidate-after-decision';

/** Marks the request fulfilled; the server mails the requester when they left an address. */
export function useFulfilRequest(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fulfilMediaRequest(apiClient, workspaceId, id),
    onSuccess: () => void invalidateAfterDecision(queryClient, workspaceId),
  });
}
