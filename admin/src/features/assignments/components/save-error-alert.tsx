import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { SaveError } from './use-assignment-form';

/** Why saving failed; after a concurrent change, a Reload that resets the form to the server's copy. */
export function SaveErrorAlert({
  error,
  reloading,
  onReload,
}: {
  error: SaveError;
  reloading: boolean;
  onReload: () => void;
}) {
  return (
    <Alert variant="destructive">
      <p>Error: {error.message}</p>
      {error.stale ? (
        <div className="mt-2 flex items-center gap-2">
          <p className="text-foreground">Someone else changed this assignment. Reload to see their changes.</p>
          <Button size="sm" variant="outline" disabled={reloading} onClick={onReload}>
            Reload
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
