import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toggleSsoProvider } from '@shared/api/sso';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { ssoProvidersQueryOptions } from './get-sso-providers';

/** Turns sign-in through a provider on or off. */
export function useToggleSsoProvider(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; enabled: boolean }) => toggleSsoProvider(apiClient, input.id, input.enabled),
    onSuccess: (provider) => {
      toast.success(`Sign-in through ${provider.name} turned ${provider.enabled ? 'on' : 'off'}`);
      return queryClient.invalidateQueries({ queryKey: ssoProvidersQueryOptions(workspaceId).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
