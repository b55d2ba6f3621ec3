import { queryOptions, useQuery } from '@tanstack/react-query';
import { getComplianceSummary } from '@shared/api/compliance-ledger';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

export const complianceSummaryQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: complianceKeys.summary(workspaceId),
    queryFn: ({ signal }) => getComplianceSummary(apiClient, workspaceId, { signal }),
  });

/** The workspace's target and totals. */
export function useComplianceSummary(workspaceId: string) {
  return useQuery(complianceSummaryQueryOptions(workspaceId));
}
