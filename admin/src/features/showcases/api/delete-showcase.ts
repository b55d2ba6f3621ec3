import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteShowcase } from '@shared/api/showcases';
import { apiClient } from '@/lib/api-client';
import { showcaseQueryOptions } from './get-showcase';
import { showcasesQueryOptions } from './get-showcases';

export function useDeleteShowcase(workspaceId: string, showcaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteShowcase(apiClient, { workspaceId, showcaseId }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: showcaseQueryOptions(workspaceId, showcaseId).queryKey });
      return queryClient.invalidateQueries({ queryKey: showcasesQueryOptions(workspaceId).queryKey });
    },
  });
}
