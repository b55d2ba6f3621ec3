import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateWebhook } from '@shared/api/webhooks';
import type { UpdateWebhookBody } from '@shared/schemas/webhooks';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { webhooksQueryOptions } from './get-webhooks';

/** Changes an endpoint's events or enables/disables it; says what happened and refreshes the list. */
export function useUpdateWebhook(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ webhookId, body }: { webhookId: string; body: UpdateWebhookBody }) =>
      updateWebhook(apiClient, workspaceId, webhookId, body),
    onSuccess: ({ webhook }, { body }) => {
      toast.success(
        body.enabled === undefined
          ? `Events of ${webhook.url} saved`
          : `${webhook.url} ${webhook.enabled ? 'enabled' : 'disabled'}`,
      );
      return queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(workspaceId).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
