import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawComplianceAttestation } from '@shared/api/compliance-ledger';
import type { RecordAttestationBody } from '@shared/schemas/compliance';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** Withdraws an asset's attestation of a criterion and says so; the ledger is read again. */
export function useWithdrawAttestation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      assetId,
      criterion,
    }: {
      assetId: string;
      title: string;
      criterion: RecordAttestationBody['criterion'];
    }) => withdrawComplianceAttestation(apiClient, { workspaceId, assetId, criterion }),
    onSuccess: (_answer, { title }) => {
      toast.success(`Attestation withdrawn for “${title}”`);
      void queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    },
    onError: (error) => toast.error(`The attestation could not be withdrawn. ${error.message}`),
  });
}
