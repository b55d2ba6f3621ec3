import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLtiPlatform } from '@shared/api/lti';
import type { LtiPlatform } from '@shared/schemas/lti';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { ltiPlatformsQueryOptions } from './get-lti-platforms';

/** Removes a registration; the list refreshes. */
export function useDeleteLtiPlatform(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platform: LtiPlatform) => deleteLtiPlatform(apiClient, workspaceId, platform.id),
    onSuccess: (_done, platform) => {
      toast.success(`${platform.name} removed`);
      return queryClient.invalidateQueries({ queryKey: ltiPlatformsQueryOptions(workspaceId).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
