import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stopComplianceScanSchedule } from '@shared/api/compliance-ledger';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** Stops the weekly scan and says so; scans already made stay in the list. */
export function useStopScanSchedule(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopComplianceScanSchedule(apiClient, workspaceId),
    onSuccess: () => {
      toast.success('Weekly scan stopped');
      void queryClient.invalidateQueries({ queryKey: complianceKeys.scanSchedule(workspaceId) });
    },
    onError: (error) => toast.error(`The weekly scan could not be stopped. ${error.message}`),
  });
}
