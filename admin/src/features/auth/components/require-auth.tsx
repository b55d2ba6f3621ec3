import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '../hooks/session-context';
import { SessionStatusScreen } from './session-status-screen';

/** Signed-in only: a signed-out visitor goes to the auth page and comes back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'signedOut') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${paths.auth}?from=${encodeURIComponent(from)}`} replace />;
  }
  if (session.status !== 'signedIn') return <SessionStatusScreen />;
  return children;
}
