import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotateWebhookSecret } from '@shared/api/webhooks';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { webhooksQueryOptions } from './get-webhooks';

/** A new signing secret for an endpoint; the caller shows it, once. */
export function useRotateWebhookSecret(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => rotateWebhookSecret(apiClient, workspaceId, webhookId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(workspaceId).queryKey }),
    onError: (error) => toast.error(error.message),
  });
}
