import { signOut } from 'firebase/auth';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { getFirebaseAuth } from '@/lib/firebase';
import { useSession } from '../hooks/session-context';

/** What shows while the session loads, or when loading it failed (it retries on its own meanwhile). */
export function SessionStatusScreen() {
  const session = useSession();
  if (session.status === 'error') {
    return (
      <main id="main" className="mx-auto max-w-lg p-6">
        <Alert variant="destructive">
          <AlertTitle>Unable to load Media Access</AlertTitle>
          <AlertDescription>
            <p>Check your internet connection. We will keep trying.</p>
            <div className="mt-3 flex gap-2">
              <Button variant="outline" onClick={() => window.location.reload()}>
                Try Again
              </Button>
              <Button variant="outline" onClick={() => void signOut(getFirebaseAuth())}>
                Log Out
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      </main>
    );
  }
  return (
    <main id="main" className="p-6">
      <p role="status">Loading…</p>
    </main>
  );
}
