import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileFromLink } from '@shared/api/media';
import type { FileFromLinkBody } from '@shared/schemas/file-list';
import { apiClient } from '@/lib/api-client';
import { mediaLibraryKeys } from './keys';

/** Adds a file from a YouTube or Vimeo link or a direct media address. */
export function useCreateFileFromLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FileFromLinkBody) => createFileFromLink(apiClient, body),
    onSuccess: (_data, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.lists(workspaceId) }),
  });
}
