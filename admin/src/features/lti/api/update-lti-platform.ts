import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateLtiPlatform } from '@shared/api/lti';
import type { LtiPlatformBody } from '@shared/schemas/lti';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { ltiPlatformsQueryOptions } from './get-lti-platforms';

/** Replaces a registration's fields; the list refreshes. */
export function useUpdateLtiPlatform(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { platformId: string; body: LtiPlatformBody }) =>
      updateLtiPlatform(apiClient, workspaceId, input.platformId, input.body),
    onSuccess: ({ platform }) => {
      toast.success(`${platform.name} saved`);
      return queryClient.invalidateQueries({ queryKey: ltiPlatformsQueryOptions(workspaceId).queryKey });
    },
  });
}
