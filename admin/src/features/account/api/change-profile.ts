import { useMutation } from '@tanstack/react-query';
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  updateProfile,
  type User,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { getFirebaseAuth } from '@/lib/firebase';

function currentUser(): User {
  const user = getFirebaseAuth().currentUser;
  if (!user) throw new Error('You are signed out. Sign in again to change your account.');
  return user;
}

/** Sensitive changes need a fresh sign-in; the current password gives one without leaving the page. */
async function confirmPassword(user: User, password: string) {
  if (!user.email) throw new Error('This account has no email address to confirm.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

/** The name shown to the workspace; a refreshed ID token carries it to the server on the next call. */
export function useChangeDisplayName() {
  return useMutation({
    mutationFn: async (displayName: string) => {
      const user = currentUser();
      await updateProfile(user, { displayName });
      await user.getIdToken(true);
    },
  });
}

/**
 * Sends a confirmation link to the new address; the email changes only when it is opened, so a typo cannot
 * lock the person out.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async ({ password, email }: { password: string; email: string }) => {
      const user = currentUser();
      await confirmPassword(user, password);
      await verifyBeforeUpdateEmail(user, email);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async ({ current, next }: { current: string; next: string }) => {
      const user = currentUser();
      await confirmPassword(user, current);
      await updatePassword(user, next);
    },
  });
}
