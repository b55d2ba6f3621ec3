import { type Auth, onAuthStateChanged, reload, type User } from 'firebase/auth';
import { type ReactNode, useEffect, useState } from 'react';
import { SessionContext, type SessionState } from '../hooks/session-context';
import { useSessionCookieSync } from '../hooks/use-session-cookie-sync';

const RETRY_MS = 5000;

/**
 * Follows Firebase's auth state. After sign-in the user is reloaded and the ID token force-refreshed so
 * claims are current; if that fails it retries every 5 seconds (or at once on `retry`) and reports `error`
 * meanwhile. A user who appears (sign-in, sign-up, a restored session) makes the state `loading` at once, so
 * no guard redirects on the stale `signedOut`.
 */
export function SessionProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useSessionCookieSync(auth);

  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    let current: User | null = null;
    const refresh = async (user: User) => {
      try {
        await reload(user);
        const token = await user.getIdTokenResult(true);
        if (current === user) setState({ status: 'signedIn', user, isOperator: token.claims.admin === true });
      } catch (error) {
        if (current !== user) return;
        const retryNow = () => {
          clearTimeout(retry);
          void refresh(user);
        };
        setState({ status: 'error', error: error as Error, retry: retryNow });
        retry = setTimeout(retryNow, RETRY_MS);
      }
    };
    const unsubscribe = onAuthStateChanged(auth, (user) => {
      clearTimeout(retry);
      current = user;
      if (!user) return setState({ status: 'signedOut' });
      // Until the claims are fresh nobody may act on this sign-in, and nobody may treat it as signed out
      // either: guards wait on `loading` instead of bouncing to the auth page.
      setState({ status: 'loading' });
      void refresh(user);
    });
    return () => {
      clearTimeout(retry);
      unsubscribe();
    };
  }, [auth]);

  return <SessionContext value={state}>{children}</SessionContext>;
}
