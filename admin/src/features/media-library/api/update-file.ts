import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateFile } from '@shared/api/media';
import type { UpdateFileBody } from '@shared/schemas/media';
import { apiClient } from '@/lib/api-client';
import { fileQueryOptions } from './get-file';
import { mediaLibraryKeys } from './keys';

/** Renames a file or changes whether it may be embedded; lists and the file refresh. */
export function useUpdateFile(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, body }: { fileId: string; body: Pick<UpdateFileBody, 'name' | 'embeddable'> }) =>
      updateFile(apiClient, { workspaceId, fileId }, body),
    onSuccess: (_data, { fileId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.lists(workspaceId) }),
        queryClient.invalidateQueries({ queryKey: fileQueryOptions(workspaceId, fileId).queryKey }),
      ]),
  });
}
