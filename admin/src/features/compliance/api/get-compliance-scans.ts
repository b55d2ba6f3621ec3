import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { listComplianceScans } from '@shared/api/compliance-ledger';
import type { ComplianceScan } from '@shared/schemas/compliance-scans';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** How often scans are read again while one is queued or running. */
export const SCAN_POLL_MS = 2000;
export const scanActive = (scan: ComplianceScan) => scan.status === 'queued' || scan.status === 'running';

export const complianceScansQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: complianceKeys.scans(workspaceId),
    queryFn: ({ signal }) => listComplianceScans(apiClient, workspaceId, { signal }),
    refetchInterval: (query) => (query.state.data?.scans.some(scanActive) ? SCAN_POLL_MS : false),
  });

/** The latest scans, read again while one runs; the ledger is read again when one ends (it found assets). */
export function useComplianceScans(workspaceId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(complianceScansQueryOptions(workspaceId));
  const running = query.data?.scans.filter(scanActive).length ?? 0;
  const before = useRef(running);
  useEffect(() => {
    if (running < before.current) {
      void queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    }
    before.current = running;
  }, [running, queryClient, workspaceId]);
  return query;
}
