import { queryOptions, useQuery } from '@tanstack/react-query';
import { listWebhooks } from '@shared/api/webhooks';
import { apiClient } from '@/lib/api-client';
import { webhookKeys } from './keys';

export const webhooksQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: webhookKeys.list(workspaceId),
    queryFn: ({ signal }) => listWebhooks(apiClient, workspaceId, { signal }),
  });

/** The workspace's webhook endpoints (admins). */
export function useWebhooks(workspaceId: string) {
  return useQuery(webhooksQueryOptions(workspaceId));
}
