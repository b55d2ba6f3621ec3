import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeApiKey } from '@shared/api/api-keys';
import type { ApiKey } from '@shared/schemas/api-keys';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { apiKeysQueryOptions } from './get-api-keys';

/** Revokes a key; the list refreshes. */
export function useRevokeApiKey(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(apiClient, workspaceId, key.id),
    onSuccess: (_done, key) => {
      toast.success(`${key.name} revoked`);
      return queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions(workspaceId).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
