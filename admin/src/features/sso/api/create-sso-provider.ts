import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSsoProvider } from '@shared/api/sso';
import type { CreateSsoProviderBody } from '@shared/schemas/sso';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { ssoProvidersQueryOptions } from './get-sso-providers';

/** Adds an identity provider; its domains start unverified. */
export function useCreateSsoProvider(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSsoProviderBody) => createSsoProvider(apiClient, body),
    onSuccess: (provider) => {
      toast.success(`${provider.name} added: verify its domains to turn sign-in on`);
      return queryClient.invalidateQueries({ queryKey: ssoProvidersQueryOptions(workspaceId).queryKey });
    },
  });
}
