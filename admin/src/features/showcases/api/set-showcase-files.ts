import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setShowcaseFiles } from '@shared/api/showcases';
import type { Showcase } from '@shared/schemas/showcases';
import { apiClient } from '@/lib/api-client';
import { showcaseQueryOptions } from './get-showcase';
import { storeShowcase } from './store-showcase';

/** Sets the files in display order; the list shows the new order at once and goes back if the save fails. */
export function useSetShowcaseFiles(workspaceId: string, showcaseId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = showcaseQueryOptions(workspaceId, showcaseId);
  return useMutation({
    mutationFn: (fileIds: string[]) => setShowcaseFiles(apiClient, { workspaceId, showcaseId }, { fileIds }),
    onMutate: async (fileIds) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old) =>
        old ? { showcase: { ...old.showcase, fileIds } satisfies Showcase } : old,
      );
      return { previous };
    },
    onError: (_error, _fileIds, context) => queryClient.setQueryData(queryKey, context?.previous),
    onSuccess: ({ showcase }) => storeShowcase(queryClient, showcase),
  });
}
