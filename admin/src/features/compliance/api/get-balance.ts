import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCredit } from '@shared/api/credit';
import { apiClient } from '@/lib/api-client';
import { complianceKeys } from './keys';

/** The workspace's minutes left, for what a bulk transcription will cost against them. */
export function useBalance(workspaceId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: complianceKeys.balance(workspaceId),
      queryFn: ({ signal }) => getCredit(apiClient, workspaceId, { limit: 1 }, { signal }),
      select: (credit) => credit.balance,
      enabled,
    }),
  );
}
