import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateFile } from '@shared/api/media';
import { apiClient } from '@/lib/api-client';
import { filePublishingQueryOptions } from './get-file-publishing';
import type { FileRef } from './keys';

/** Switches whether the file may be embedded on its own (admin, content-manager). */
export function useSetEmbeddable(ref: FileRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (embeddable: boolean) => updateFile(apiClient, ref, { embeddable }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filePublishingQueryOptions(ref).queryKey }),
  });
}
