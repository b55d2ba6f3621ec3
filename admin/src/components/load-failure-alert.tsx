import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * The app's initial data (the client config, or the signed-in user and their claims) could not be loaded.
 * Whoever shows this keeps retrying on its own; **Try Again** retries now, **Log Out** gives up on this session.
 */
export function LoadFailureAlert({ onTryAgain, onLogOut }: { onTryAgain: () => void; onLogOut: () => void }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-lg p-6">
      <Alert variant="destructive">
        <AlertTitle>Unable to load Media Access</AlertTitle>
        <AlertDescription>
          <p>Check your internet connection. We will keep trying.</p>
          <div className="mt-3 flex gap-2">
            <Button variant="outline" onClick={onTryAgain}>
              Try Again
            </Button>
            <Button variant="outline" onClick={onLogOut}>
              Log Out
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    </main>
  );
}
