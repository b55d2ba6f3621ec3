import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startCompliancePlatformSync } from '@shared/api/compliance-ledger';
import { apiClient } from '@/lib/api-client';
import { platformSyncQueryOptions } from './get-platform-sync';

/** Starts a platform sync and shows it at once (the answer is the sync), so its progress is followed. */
export function useStartPlatformSync(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startCompliancePlatformSync(apiClient, workspaceId),
    onSuccess: (data) => queryClient.setQueryData(platformSyncQueryOptions(workspaceId).queryKey, data),
  });
}
