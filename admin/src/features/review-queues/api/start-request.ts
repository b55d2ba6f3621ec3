import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startMediaRequest } from '@shared/api/review';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterDecision } from './invalidate-after-decision';

/** Creates the matching assignment on the file and puts the request in progress. */
export function useStartRequest(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => startMediaRequest(apiClient, workspaceId, id),
    onSuccess: () => void invalidateAfterDecision(queryClient, workspaceId),
  });
}
