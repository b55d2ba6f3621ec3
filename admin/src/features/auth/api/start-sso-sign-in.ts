import { useMutation } from '@tanstack/react-query';
import { createSsoAuthRequest } from '@shared/api/sso';
import { apiClient } from '@/lib/api-client';

/** Asks for the identity provider's sign-in URL and sends the browser there (it returns to `/auth/sso/callback`). */
export function useStartSsoSignIn() {
  return useMutation({
    mutationFn: (input: { email: string; providerId: string }) => createSsoAuthRequest(apiClient, input),
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}
