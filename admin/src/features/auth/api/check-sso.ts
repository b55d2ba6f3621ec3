import { useMutation } from '@tanstack/react-query';
import { checkSso } from '@shared/api/sso';
import { apiClient } from '@/lib/api-client';

/** The email-first step of sign-in: does this address sign in through single sign-on? */
export function useCheckSso() {
  return useMutation({ mutationFn: (email: string) => checkSso(apiClient, { email }) });
}
