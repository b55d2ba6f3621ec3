import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listComplianceAssets } from '@shared/api/compliance-ledger';
import { apiClient } from '@/lib/api-client';
import { type ComplianceAssetFilters, complianceKeys } from './keys';

const PAGE_SIZE = 50;

export const complianceAssetsQueryOptions = (workspaceId: string, filters: ComplianceAssetFilters) =>
  infiniteQueryOptions({
    queryKey: complianceKeys.assets(workspaceId, filters),
    queryFn: ({ pageParam, signal }) =>
      listComplianceAssets(
        apiClient,
        workspaceId,
        { ...filters, cursor: pageParam ?? undefined, limit: PAGE_SIZE },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The workspace's assets matching the filters, highest priority first, a page at a time. */
export function useComplianceAssets(workspaceId: string, filters: ComplianceAssetFilters) {
  return useInfiniteQuery(complianceAssetsQueryOptions(workspaceId, filters));
}
