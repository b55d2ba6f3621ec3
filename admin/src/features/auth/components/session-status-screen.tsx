import { LoadFailureAlert } from '@/components/load-failure-alert';
import { useSession } from '../hooks/session-context';
import { useSignOut } from '../hooks/use-sign-out';

/** What shows while the session loads, or when loading it failed (it retries on its own meanwhile). */
export function SessionStatusScreen() {
  const session = useSession();
  const signOut = useSignOut();
  if (session.status === 'error') {
    return <LoadFailureAlert onTryAgain={session.retry} onLogOut={() => void signOut()} />;
  }
  return (
    <main id="main" tabIndex={-1} className="p-6">
      <p role="status">Loading…</p>
    </main>
  );
}
