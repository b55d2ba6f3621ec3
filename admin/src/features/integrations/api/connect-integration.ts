import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectIntegration } from '@shared/api/integrations';
import type { PlatformType } from '@shared/constants';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';

/** Connects a platform; every query refreshes, since the workspace's nav tabs follow its integrations. */
export function useConnectIntegration(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { platformType: PlatformType; label: string; credentials: Record<string, string> }) =>
      connectIntegration(apiClient, workspaceId, input.platformType, { credentials: input.credentials }),
    onSuccess: (_answer, input) => {
      toast.success(`${input.label} connected`);
      return queryClient.invalidateQueries();
    },
  });
}
