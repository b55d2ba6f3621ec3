import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProposedCorrections } from '@shared/api/contributions';
import { PENDING_BADGE_LIMIT } from '@shared/constants';
import { apiClient } from '@/lib/api-client';
import { pendingKeys } from './keys';

export const pendingCorrectionsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: pendingKeys.corrections(workspaceId),
    queryFn: ({ signal }) =>
      listProposedCorrections(apiClient, { workspaceId, limit: PENDING_BADGE_LIMIT }, { signal }),
    staleTime: 60_000,
  });

/** The first page of pending corrections, for the bell's count. */
export function usePendingCorrections(workspaceId: string) {
  return useQuery(pendingCorrectionsQueryOptions(workspaceId));
}
