import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCreditWarning } from '@shared/api/plans';
import { apiClient } from '@/lib/api-client';
import { creditKeys } from './keys';

export const creditWarningQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: creditKeys.warning(workspaceId),
    queryFn: ({ signal }) => getCreditWarning(apiClient, workspaceId, { signal }),
  });

/** The low-balance threshold (null: none). */
export function useCreditWarning(workspaceId: string) {
  return useQuery(creditWarningQueryOptions(workspaceId));
}
