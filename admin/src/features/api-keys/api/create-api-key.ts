import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiKey } from '@shared/api/api-keys';
import type { CreateApiKeyBody } from '@shared/schemas/api-keys';
import { apiClient } from '@/lib/api-client';
import { apiKeysQueryOptions } from './get-api-keys';

/** Creates a key; the caller shows the secret in the answer, once. The list refreshes. */
export function useCreateApiKey(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => createApiKey(apiClient, workspaceId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(workspaceId).queryKey }),
  });
}
