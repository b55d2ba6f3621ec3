import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listOutbox } from '@shared/api/review';
import type { OutboxQuery } from '@shared/schemas/review';
import { apiClient } from '@/lib/api-client';
import { operatorKeys } from './keys';

export type OutboxFilters = Pick<OutboxQuery, 'status' | 'to'>;

export const outboxQueryOptions = (filters: OutboxFilters) =>
  infiniteQueryOptions({
    queryKey: operatorKeys.outboxList(filters),
    queryFn: ({ pageParam, signal }) => listOutbox(apiClient, { ...filters, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The mail outbox, newest first, a page at a time (operators). */
export function useOutbox(filters: OutboxFilters) {
  return useInfiniteQuery(outboxQueryOptions(filters));
}
