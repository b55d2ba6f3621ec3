import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWebhook } from '@shared/api/webhooks';
import type { Webhook } from '@shared/schemas/webhooks';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { webhooksQueryOptions } from './get-webhooks';

/** Removes an endpoint; the list refreshes. */
export function useDeleteWebhook(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhook: Webhook) => deleteWebhook(apiClient, workspaceId, webhook.id),
    onSuccess: (_done, webhook) => {
      toast.success(`${webhook.url} deleted`);
      return queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(workspaceId).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
