import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateShowcase } from '@shared/api/showcases';
import type { UpdateShowcaseBody } from '@shared/schemas/showcases';
import { apiClient } from '@/lib/api-client';
import { storeShowcase } from './store-showcase';

export function useUpdateShowcase(workspaceId: string, showcaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShowcaseBody) => updateShowcase(apiClient, { workspaceId, showcaseId }, body),
    onSuccess: ({ showcase }) => storeShowcase(queryClient, showcase),
  });
}
