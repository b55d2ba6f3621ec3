import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordComplianceAttestation } from '@shared/api/compliance-ledger';
import type { RecordAttestationBody } from '@shared/schemas/compliance';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** Attests a criterion of an asset not applicable, says so, and has the summary and the asset table judged again. */
export function useRecordAttestation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assetId, body }: { assetId: string; title: string; body: RecordAttestationBody }) =>
      recordComplianceAttestation(apiClient, { workspaceId, assetId }, body),
    onSuccess: (_answer, { title }) => {
      toast.success(`Audio description attested not needed for “${title}”`);
      // Not awaited: the dialog closes at once and focus returns to the row while it refreshes.
      void queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    },
  });
}
