import { useMutation, useQueryClient } from '@tanstack/react-query';
import { decideCorrectionsInBulk } from '@shared/api/review';
import type { BulkCorrectionsBody } from '@shared/schemas/review';
import { apiClient } from '@/lib/api-client';
import { invalidateAfterDecision } from './invalidate-after-decision';

/** Rejects or marks as spam the chosen corrections; those decided meanwhile come back as `skipped`. */
export function useDecideCorrectionsInBulk(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkCorrectionsBody) => decideCorrectionsInBulk(apiClient, workspaceId, body),
    onSuccess: () => void invalidateAfterDecision(queryClient, workspaceId),
  });
}
