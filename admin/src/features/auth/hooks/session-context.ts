import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  /** `isOperator` comes from the `admin` claim of the freshly refreshed ID token. */
  | { status: 'signedIn'; user: User; isOperator: boolean }
  /** Loading the user failed; it is retried every few seconds, and `retry` tries again now. */
  | { status: 'error'; error: Error; retry: () => void };

export const SessionContext = createContext<SessionState>({ status: 'loading' });

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** The session of a screen that only renders under `RequireAuth`. */
export function useSignedInSession(): Extract<SessionState, { status: 'signedIn' }> {
  const session = useContext(SessionContext);
  if (session.status !== 'signedIn') throw new Error('useSignedInSession is only for signed-in screens');
  return session;
}
