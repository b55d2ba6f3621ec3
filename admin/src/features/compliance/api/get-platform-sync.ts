import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getCompliancePlatformSync } from '@shared/api/compliance-ledger';
import type { PlatformSync } from '@shared/schemas/compliance-platform-sync';
import { apiClient } from '@/lib/api-client';
import { SCAN_POLL_MS } from './get-compliance-scans';
import { complianceKeys } from './keys';

export const syncActive = (sync: PlatformSync | null | undefined) =>
  sync?.status === 'queued' || sync?.status === 'running';

export const platformSyncQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: complianceKeys.platformSync(workspaceId),
    queryFn: ({ signal }) => getCompliancePlatformSync(apiClient, workspaceId, { signal }),
    refetchInterval: (query) => (syncActive(query.state.data?.sync) ? SCAN_POLL_MS : false),
  });

/** The latest platform sync, read again while it runs; the ledger is read again when it ends (it listed assets). */
export function usePlatformSync(workspaceId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(platformSyncQueryOptions(workspaceId));
  const active = syncActive(query.data?.sync);
  const before = useRef(active);
  useEffect(() => {
    if (before.current && !active) void queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    before.current = active;
  }, [active, queryClient]);
  return query;
}
