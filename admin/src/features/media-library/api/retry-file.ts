import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { mediaLibraryKeys } from './keys';

/** Runs a failed file's processing again; the file goes back to queued. */
export function useRetryFile(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      apiClient.request<unknown>(
        'POST',
        `/workspaces/${encodeURIComponent(workspaceId)}/files/${encodeURIComponent(fileId)}/retry`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.all }),
  });
}
