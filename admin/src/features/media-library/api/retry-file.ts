import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryFileProcessing } from '@shared/api/jobs';
import { apiClient } from '@/lib/api-client';
import { mediaLibraryKeys } from './keys';

/** Runs a failed file's processing again; the file goes back to queued. */
export function useRetryFile(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => retryFileProcessing(apiClient, workspaceId, fileId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.all }),
  });
}
