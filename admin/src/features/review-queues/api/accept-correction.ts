import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptCorrection } from '@shared/api/review';
import type { AcceptCorrectionBody } from '@shared/schemas/review';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterDecision } from './invalidate-after-decision';

/** Applies the proposed (or edited) text; a 409 `correction_conflict` carries the current text to choose from. */
export function useAcceptCorrection(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AcceptCorrectionBody }) =>
      acceptCorrection(apiClient, workspaceId, id, body),
    onSuccess: () => void invalidateAfterDecision(queryClient, workspaceId),
  });
}
