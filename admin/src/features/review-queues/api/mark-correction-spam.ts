import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markCorrectionSpam } from '@shared/api/review';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterDecision } from './invalidate-after-decision';

export function useMarkCorrectionSpam(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      markCorrectionSpam(apiClient, workspaceId, id, reason ? { reason } : {}),
    onSuccess: () => void invalidateAfterDecision(queryClient, workspaceId),
  });
}
