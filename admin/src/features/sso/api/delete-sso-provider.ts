import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSsoProvider } from '@shared/api/sso';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { ssoProvidersQueryOptions } from './get-sso-providers';

/** Removes an identity provider; people it added stay members. */
export function useDeleteSsoProvider(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: { id: string; name: string }) => deleteSsoProvider(apiClient, provider.id),
    onSuccess: (_done, provider) => {
      toast.success(`${provider.name} removed`);
      return queryClient.invalidateQueries({ queryKey: ssoProvidersQueryOptions(workspaceId).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
