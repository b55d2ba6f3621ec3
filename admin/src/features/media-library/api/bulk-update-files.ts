import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkUpdateFiles } from '@shared/api/media';
import { MAX_BULK_FILES } from '@shared/schemas/file-list';
import { apiClient } from '@/lib/api-client';
import { mediaLibraryKeys } from './keys';

export type BulkAction = { action: 'delete' } | { action: 'set_embeddable'; embeddable: boolean };

/** Deletes the chosen files or sets whether they are embeddable, in calls of at most 100; answers how many changed. */
export function useBulkUpdateFiles(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fileIds, change }: { fileIds: string[]; change: BulkAction }) => {
      let updated = 0;
      for (let start = 0; start < fileIds.length; start += MAX_BULK_FILES) {
        const chunk = fileIds.slice(start, start + MAX_BULK_FILES);
        updated += (await bulkUpdateFiles(apiClient, { workspaceId, fileIds: chunk, ...change })).updated;
      }
      return updated;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.all }),
  });
}
