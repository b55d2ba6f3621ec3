import { useMutation } from '@tanstack/react-query';
import { EmailAuthProvider, reauthenticateWithCredential } from 'firebase/auth';
import { deleteAccount } from '@shared/api/account';
import { apiClient } from '@/lib/api-client';
import { getFirebaseAuth } from '@/lib/firebase';

/**
 * Confirms the password (a fresh sign-in, which the server asks for), then deletes the account. Accounts without
 * a password skip the check: the server then refuses a sign-in older than 5 minutes and the page says so.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async ({ password }: { password: string | null }) => {
      const user = getFirebaseAuth().currentUser;
      if (user?.email && password !== null) {
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
        await user.getIdToken(true);
      }
      await deleteAccount(apiClient);
    },
  });
}
