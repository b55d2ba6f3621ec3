import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listWebhookDeliveries } from '@shared/api/webhooks';
import { apiClient } from '@/lib/api-client';
import { webhookKeys } from './keys';

export const webhookDeliveriesQueryOptions = (workspaceId: string, webhookId: string) =>
  infiniteQueryOptions({
    queryKey: webhookKeys.deliveries(workspaceId, webhookId),
    queryFn: ({ pageParam, signal }) =>
      listWebhookDeliveries(apiClient, workspaceId, webhookId, { cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** An endpoint's deliveries, newest first, a page at a time. */
export function useWebhookDeliveries(workspaceId: string, webhookId: string) {
  return useInfiniteQuery(webhookDeliveriesQueryOptions(workspaceId, webhookId));
}
