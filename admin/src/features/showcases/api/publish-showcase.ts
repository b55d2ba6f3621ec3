import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishShowcase, unpublishShowcase } from '@shared/api/showcases';
import { apiClient } from '@/lib/api-client';
import { storeShowcase } from './store-showcase';

/** Publishes (`true`) or unpublishes (`false`) a showcase. */
export function usePublishShowcase(workspaceId: string, showcaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (published: boolean) =>
      (published ? publishShowcase : unpublishShowcase)(apiClient, { workspaceId, showcaseId }),
    onSuccess: ({ showcase }) => storeShowcase(queryClient, showcase),
  });
}
