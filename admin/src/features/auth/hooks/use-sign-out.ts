import { useQueryClient } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { getFirebaseAuth } from '@/lib/firebase';

/**
 * Signs out and opens the auth page afresh: a full load drops every trace of the previous user, and the
 * page is not given a `from` that would bring the next person back to it.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut(getFirebaseAuth());
    queryClient.clear();
    window.location.replace(paths.auth);
  }, [queryClient]);
}
