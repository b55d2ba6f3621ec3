import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runComplianceBulkAction } from '@shared/api/compliance-ledger';
import type { BulkComplianceBody } from '@shared/schemas/compliance-bulk';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** Runs a bulk action on the selected assets and has the summary and the asset table read again. */
export function useBulkComplianceAction(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkComplianceBody) => runComplianceBulkAction(apiClient, workspaceId, body),
    // Not awaited: the dialog closes at once while the list refreshes; the bar says how each asset fared.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: complianceKeys.all }),
  });
}
