import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateWorkspaceSettings } from '@shared/api/settings';
import type { UpdateWorkspaceSettingsBody } from '@shared/schemas/settings';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { settingsQueryOptions } from './get-settings';

/** Saves the general settings; the name and type also show in the nav bar, so every query refreshes. */
export function useUpdateSettings(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkspaceSettingsBody) => updateWorkspaceSettings(apiClient, workspaceId, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(settingsQueryOptions(workspaceId).queryKey, answer);
      toast.success('Settings saved');
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== settingsQueryOptions(workspaceId).queryKey[0],
      });
    },
  });
}
