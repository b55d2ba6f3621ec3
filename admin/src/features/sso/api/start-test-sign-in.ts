import { useMutation } from '@tanstack/react-query';
import { createSsoAuthRequest } from '@shared/api/sso';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';

/** Starts a sign-in through the provider in a new tab, as someone at one of its verified domains would. */
export function useStartTestSignIn() {
  return useMutation({
    mutationFn: (input: { providerId: string; domain: string }) =>
      createSsoAuthRequest(apiClient, { email: `test@${input.domain}`, providerId: input.providerId }),
    onSuccess: ({ redirectUrl }) => void window.open(redirectUrl, '_blank', 'noopener'),
    onError: (error) => toast.error(error.message),
  });
}
