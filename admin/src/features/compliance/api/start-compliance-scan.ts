import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startComplianceScan } from '@shared/api/compliance-ledger';
import type { StartScanBody } from '@shared/schemas/compliance-scans';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** Starts a web scan and reads the scans (and the weekly scan) again, so the panel shows it and its progress. */
export function useStartComplianceScan(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartScanBody) => startComplianceScan(apiClient, workspaceId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: complianceKeys.scans(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: complianceKeys.scanSchedule(workspaceId) }),
      ]),
  });
}
