import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeComplianceException } from '@shared/api/compliance-ledger';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** Removes an asset's exception and says so; the ledger is read again. */
export function useRemoveException(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assetId }: { assetId: string; title: string }) =>
      removeComplianceException(apiClient, { workspaceId, assetId }),
    onSuccess: (_answer, { title }) => {
      toast.success(`Exception removed for “${title}”`);
      void queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    },
    onError: (error) => toast.error(`The exception could not be removed. ${error.message}`),
  });
}
