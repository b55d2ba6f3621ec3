import { Navigate } from 'react-router-dom';
import { SessionStatusScreen } from '@/features/auth/components/session-status-screen';
import { useSession } from '@/features/auth/hooks/session-context';
import { CreateWorkspaceForm } from '@/features/workspaces/components/create-workspace-form';
import { useWorkspaces } from '@/features/workspaces/api/get-workspaces';
import { paths } from '@/config/paths';

/** `/`: signed-in users go to their first workspace; signed-out visitors to the auth page. */
export function HomeRedirect() {
  const session = useSession();
  if (session.status === 'signedOut') return <Navigate to={paths.auth} replace />;
  if (session.status !== 'signedIn') return <SessionStatusScreen />;
  return <SignedInHome />;
}

function SignedInHome() {
  const workspaces = useWorkspaces();
  if (workspaces.isPending) {
    return (
      <main id="main" className="p-6">
        <p role="status">Loading your workspaces…</p>
      </main>
    );
  }
  if (workspaces.isError) {
    return (
      <main id="main" className="p-6">
        <p role="alert">Your workspaces could not be loaded. Reload the page to try again.</p>
      </main>
    );
  }
  const first = workspaces.data.workspaces[0];
  if (first) return <Navigate to={paths.workspaceFiles(first.workspaceId)} replace />;
  return (
    <main id="main" className="mx-auto max-w-lg p-6">
      <h1 className="mb-2 text-2xl font-semibold">Create your first workspace</h1>
      <p className="text-muted-foreground mb-4">
        A workspace holds your media, transcripts and team. You can invite others once it exists.
      </p>
      <CreateWorkspaceForm />
    </main>
  );
}
