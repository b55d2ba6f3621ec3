import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A screen's data could not be loaded: the server's reason and a way to try again. */
export function QueryErrorAlert({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <p>{error.message}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
