import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProposedCorrections } from '@shared/api/contributions';
import { PENDING_BADGE_LIMIT } from '@shared/constants';
import { apiClient } from '@/lib/api-client';
import { PENDING_REFRESH_MS, pendingKeys } from '@/lib/pending-keys';

export const pendingCorrectionsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: pendingKeys.corrections(workspaceId),
    queryFn: ({ signal }) =>
      listProposedCorrections(apiClient, { workspaceId, limit: PENDING_BADGE_LIMIT }, { signal }),
    // A viewer's new contribution shows on the badge within 30 s, without a reload (paused in hidden tabs).
    staleTime: PENDING_REFRESH_MS,
    refetchInterval: PENDING_REFRESH_MS,
  });

/**
 * The first page of pending corrections, for the Notifications count; asked only when `enabled` (the caller
 * works on that queue).
 */
export function usePendingCorrections(workspaceId: string, enabled: boolean) {
  return useQuery({ ...pendingCorrectionsQueryOptions(workspaceId), enabled });
}
