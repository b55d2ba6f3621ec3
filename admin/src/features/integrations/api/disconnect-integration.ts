import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disconnectIntegration } from '@shared/api/integrations';
import type { PlatformType } from '@shared/constants';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';

/** Disconnects a platform and forgets its credentials; every query refreshes (the nav tabs follow). */
export function useDisconnectIntegration(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { platformType: PlatformType; label: string }) =>
      disconnectIntegration(apiClient, workspaceId, input.platformType),
    onSuccess: (_done, input) => {
      toast.success(`${input.label} disconnected`);
      return queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(error.message),
  });
}
