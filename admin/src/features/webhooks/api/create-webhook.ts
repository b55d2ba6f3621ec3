import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWebhook } from '@shared/api/webhooks';
import type { CreateWebhookBody } from '@shared/schemas/webhooks';
import { apiClient } from '@/lib/api-client';
import { webhooksQueryOptions } from './get-webhooks';

/** Adds an endpoint; the caller shows the secret in the answer, once. The list refreshes. */
export function useCreateWebhook(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) => createWebhook(apiClient, workspaceId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(workspaceId).queryKey }),
  });
}
