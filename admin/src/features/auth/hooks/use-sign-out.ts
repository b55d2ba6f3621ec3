import { useQueryClient } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { useCallback } from 'react';
import { clearSessionCookie } from '@shared/api/session';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { getFirebaseAuth } from '@/lib/firebase';
import { clearLastWorkspace } from '@/lib/last-workspace';

/**
 * Clears the media session cookie and the user's last-workspace cache, signs out and opens the auth page afresh: a
 * full load drops every trace of the previous user. The page is given a `from` only when the caller asks (switching
 * accounts on an invitation link comes back to it); otherwise the next person is not brought back to this page.
 * `redirectTo` opens another page instead (the confirmation after deleting an account).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async (options: { returnTo?: string; redirectTo?: string } = {}) => {
      const auth = getFirebaseAuth();
      if (auth.currentUser) clearLastWorkspace(auth.currentUser.uid);
      // While still signed in, so the call is authorised; failing to clear must not keep anyone signed in.
      await clearSessionCookie(apiClient).catch(() => undefined);
      await signOut(auth);
      queryClient.clear();
      const from = options.returnTo ? `?from=${encodeURIComponent(options.returnTo)}` : '';
      window.location.replace(options.redirectTo ?? `${paths.auth}${from}`);
    },
    [queryClient],
  );
}
