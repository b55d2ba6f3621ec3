import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifySsoDomain } from '@shared/api/sso';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { ssoProvidersQueryOptions } from './get-sso-providers';

/** Checks a domain's DNS TXT record (or, for operators, verifies it directly). */
export function useVerifySsoDomain(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { providerId: string; domain: string; method: 'dns' | 'operator' }) =>
      verifySsoDomain(apiClient, workspaceId, input.providerId, input.domain, { method: input.method }),
    onSuccess: (_provider, input) => {
      toast.success(`${input.domain} verified`);
      return queryClient.invalidateQueries({ queryKey: ssoProvidersQueryOptions(workspaceId).queryKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
