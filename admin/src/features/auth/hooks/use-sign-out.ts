import { useQueryClient } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { useCallback } from 'react';
import { clearSessionCookie } from '@shared/api/session';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { getFirebaseAuth } from '@/lib/firebase';

/**
 * Clears the media session cookie, signs out and opens the auth page afresh: a full load drops every trace of the previous user, and the
 * page is not given a `from` that would bring the next person back to it.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // While still signed in, so the call is authorised; failing to clear must not keep anyone signed in.
    await clearSessionCookie(apiClient).catch(() => undefined);
    await signOut(getFirebaseAuth());
    queryClient.clear();
    window.location.replace(paths.auth);
  }, [queryClient]);
}
