import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createLtiPlatform } from '@shared/api/lti';
import type { LtiPlatformBody } from '@shared/schemas/lti';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { ltiPlatformsQueryOptions } from './get-lti-platforms';

/** Registers a platform; the list refreshes. */
export function useCreateLtiPlatform(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LtiPlatformBody) => createLtiPlatform(apiClient, workspaceId, body),
    onSuccess: ({ platform }) => {
      toast.success(`${platform.name} registered`);
      return queryClient.invalidateQueries({ queryKey: ltiPlatformsQueryOptions(workspaceId).queryKey });
    },
  });
}
