import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeliverWebhook } from '@shared/api/webhooks';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { webhookDeliveriesQueryOptions } from './get-webhook-deliveries';

/** Queues a delivery's event again; the log refreshes to show the new delivery. */
export function useRedeliverWebhook(workspaceId: string, webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => redeliverWebhook(apiClient, workspaceId, webhookId, deliveryId),
    onSuccess: ({ delivery }) => {
      toast.success(`${delivery.type} queued to be sent again`);
      return queryClient.invalidateQueries({
        queryKey: webhookDeliveriesQueryOptions(workspaceId, webhookId).queryKey,
      });
    },
    onError: (error) => toast.error(error.message),
  });
}
