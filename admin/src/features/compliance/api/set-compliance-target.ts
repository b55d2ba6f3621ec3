import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Target } from '@shared/compliance/criteria';
import { setComplianceSettings } from '@shared/api/compliance-ledger';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** Sets the WCAG target, says so, and reads the ledger again (every asset was judged against the new target). */
export function useSetComplianceTarget(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: Target) => setComplianceSettings(apiClient, workspaceId, { target }),
    onSuccess: async ({ target }) => {
      toast.success(`Target set to Level ${target}`);
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    },
  });
}
