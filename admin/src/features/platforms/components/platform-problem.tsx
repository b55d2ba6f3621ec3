import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { platformProblemOf } from '../format';
import { NotConnected } from './not-connected';

interface PlatformProblemProps {
  error: Error;
  workspaceId: string;
  label: string;
  scope: 'listing' | 'item';
  onRetry: () => void;
  retrying: boolean;
}

/** Why the platform could not be read, with the one thing that helps: Reconnect, Retry, or connecting it. */
export function PlatformProblem({ error, workspaceId, label, scope, onRetry, retrying }: PlatformProblemProps) {
  const kind = platformProblemOf(error, scope);
  if (kind === 'not_connected') return <NotConnected workspaceId={workspaceId} label={label} />;
  // Trying again will not find it: the message says whether the item or the connection is missing.
  if (kind === 'not_found') return <p className="text-muted-foreground">{error.message}</p>;
  if (kind === 'reconnect') {
    return (
      <Alert variant="destructive">
        <AlertTitle>The connection to {label} needs to be renewed</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-2">
          <p>{label} no longer accepts this workspace’s connection (it was revoked or has expired).</p>
          <Link to={paths.workspaceSettings(workspaceId, 'integrations')} className={buttonVariants({ size: 'sm' })}>
            Reconnect {label}
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive">
      <AlertTitle>
        {kind === 'unavailable' ? `${label} is not answering right now` : `${label} could not be read`}
      </AlertTitle>
      <AlertDescription className="grid justify-items-start gap-2">
        <p>{error.message}</p>
        <Button variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
          {retrying ? 'Retrying…' : 'Retry'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
