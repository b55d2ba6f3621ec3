import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths, safeReturnPath } from '@/config/paths';
import { SessionStatusScreen } from '@/features/auth/components/session-status-screen';
import { useSession } from '@/features/auth/hooks/session-context';
import { SignedInHome } from './home-redirect';

/**
 * The auth pages are for signed-out visitors. While the session loads nothing redirects; once it is signed
 * in the visitor goes straight to `?from` (same-origin paths only) or their home, never through `/`.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.status === 'signedOut') return children;
  if (session.status !== 'signedIn') return <SessionStatusScreen />;
  const from = safeReturnPath(params.get('from'));
  if (from) return <Navigate to={from} replace />;
  return <SignedInHome withoutWorkspace={<Navigate to={paths.home} replace />} />;
}
