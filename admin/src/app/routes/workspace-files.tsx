import { signOut } from 'firebase/auth';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/session-context';
import { useWorkspace } from '@/features/workspaces/api/get-workspace';
import { getFirebaseAuth } from '@/lib/firebase';

/** `/workspaces/:workspaceId/files`: the workspace's files (listing arrives with the files issue). */
export function WorkspaceFilesRoute() {
  const { workspaceId = '' } = useParams();
  const session = useSession();
  const workspace = useWorkspace(workspaceId);
  const email = session.status === 'signedIn' ? session.user.email : null;

  return (
    <>
      <header className="flex items-center justify-between border-b px-6 py-3">
        <Link to={paths.home} className="font-semibold">
          Media Access
        </Link>
        <div className="flex items-center gap-3 text-sm">
          <span>{email}</span>
          <Button variant="outline" size="sm" onClick={() => void signOut(getFirebaseAuth())}>
            Sign Out
          </Button>
        </div>
      </header>
      <main id="main" className="p-6">
        {workspace.isPending ? <p role="status">Loading the workspace…</p> : null}
        {workspace.isError ? (
          workspace.error instanceof ApiError && workspace.error.status === 404 ? (
            <>
              <h1 className="mb-2 text-2xl font-semibold">Workspace not found</h1>
              <p>You may not have access to this workspace, or your invitation may still be pending.</p>
              <Link to={paths.home} className="mt-4 inline-block underline">
                Go Home
              </Link>
            </>
          ) : (
            <p role="alert">The workspace could not be loaded. Reload the page to try again.</p>
          )
        ) : null}
        {workspace.data ? (
          <>
            <h1 className="mb-2 text-2xl font-semibold">{workspace.data.workspaceName}</h1>
            <h2 className="mb-2 text-lg font-medium">Files</h2>
            <p className="text-muted-foreground">Your media files and their transcripts will be listed here.</p>
          </>
        ) : null}
      </main>
    </>
  );
}
