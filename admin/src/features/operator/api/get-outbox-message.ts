import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOutboxMessage } from '@shared/api/review';
import { apiClient } from '@/lib/api-client';
import { operatorKeys } from './keys';

export const outboxMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: operatorKeys.outboxMessage(id),
    queryFn: ({ signal }) => getOutboxMessage(apiClient, id, { signal }),
  });

/** One message of the outbox with its text (operators). */
export function useOutboxMessage(id: string) {
  return useQuery(outboxMessageQueryOptions(id));
}
