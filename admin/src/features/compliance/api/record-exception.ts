import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordComplianceException } from '@shared/api/compliance-ledger';
import type { RecordExceptionBody } from '@shared/schemas/compliance';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** Records an asset's exception, says so, and has the summary and the asset table read again. */
export function useRecordException(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assetId, body }: { assetId: string; title: string; body: RecordExceptionBody }) =>
      recordComplianceException(apiClient, { workspaceId, assetId }, body),
    onSuccess: (_answer, { title }) => {
      toast.success(`Exception recorded for “${title}”`);
      // Not awaited: the dialog closes at once and focus returns to the row while it refreshes.
      void queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    },
  });
}
