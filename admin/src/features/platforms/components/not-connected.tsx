import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The platform has no connection in this workspace: where to make one. */
export function NotConnected({ workspaceId, label }: { workspaceId: string; label: string }) {
  return (
    <div className="text-muted-foreground grid justify-items-start gap-2">
      <p>{label} is not connected to this workspace.</p>
      <Link
        to={paths.workspaceSettings(workspaceId, 'integrations')}
        className="text-foreground underline underline-offset-4"
      >
        Connect it in the workspace settings
      </Link>
    </div>
  );
}
