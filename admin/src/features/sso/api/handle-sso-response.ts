import { useMutation } from '@tanstack/react-query';
import { signInWithCustomToken } from 'firebase/auth';
import { handleSsoResponse } from '@shared/api/sso';
import { apiClient } from '@/lib/api-client';
import { getFirebaseAuth } from '@/lib/firebase';

/** Has the server validate the IdP's response, then signs in with the custom token it answers. */
export function useHandleSsoResponse() {
  return useMutation({
    mutationFn: async (input: { samlResponse: string; relayState: string }) => {
      const { customToken, workspaceId } = await handleSsoResponse(apiClient, input);
      await signInWithCustomToken(getFirebaseAuth(), customToken);
      return { workspaceId };
    },
  });
}
