import { useQuery } from '@tanstack/react-query';
import { getComplianceScanSchedule } from '@shared/api/compliance-ledger';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** The workspace's weekly scan, if it has one. */
export function useScanSchedule(workspaceId: string) {
  return useQuery({
    queryKey: complianceKeys.scanSchedule(workspaceId),
    queryFn: ({ signal }) => getComplianceScanSchedule(apiClient, workspaceId, { signal }),
    select: (answer) => answer.schedule,
  });
}
