import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteFile } from '@shared/api/media';
import { apiClient } from '@/lib/api-client';
import { fileQueryOptions } from './get-file';
import { mediaLibraryKeys } from './keys';

/** Deletes a file, its tracks and its stored media. */
export function useDeleteFile(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deleteFile(apiClient, { workspaceId, fileId }),
    onSuccess: (_data, fileId) => {
      queryClient.removeQueries({ queryKey: fileQueryOptions(workspaceId, fileId).queryKey });
      return queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.lists(workspaceId) });
    },
  });
}
