import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listOperatorAudit } from '@shared/api/operator';
import { apiClient } from '@/lib/api-client';
import { operatorKeys } from './keys';

export const operatorAuditQueryOptions = (filters: { actor?: string; workspaceId?: string }) =>
  infiniteQueryOptions({
    queryKey: operatorKeys.audit(filters),
    queryFn: ({ pageParam, signal }) => listOperatorAudit(apiClient, { ...filters, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The operator audit log, newest first, a page at a time. */
export function useOperatorAudit(filters: { actor?: string; workspaceId?: string }) {
  return useInfiniteQuery(operatorAuditQueryOptions(filters));
}
