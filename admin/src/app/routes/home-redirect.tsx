import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { SessionStatusScreen } from '@/features/auth/components/session-status-screen';
import { useSession, useSignedInSession } from '@/features/auth/hooks/session-context';
import { useWorkspaces } from '@/features/workspaces/api/get-workspaces';
import { CreateWorkspaceForm } from '@/features/workspaces/components/create-workspace-form';
import { paths } from '@/config/paths';
import { getEnvironment } from '@/lib/environment';
import { pickHomeWorkspace } from '@/lib/last-workspace';
import { ExternalRedirect } from './external-redirect';
import { ShellLayout } from './shell-layout';

/**
 * `/`: operators go to their dashboard, members to their last-used (else first) workspace, and a member
 * without one creates it here. Signed-out visitors go to the marketing site, except on beta and local hosts
 * where they go to the auth page (see docs/admin.md).
 */
export function HomeRedirect() {
  const session = useSession();
  if (session.status === 'signedOut') {
    return getEnvironment() === 'production' ? (
      <ExternalRedirect to="marketingUrl" />
    ) : (
      <Navigate to={paths.auth} replace />
    );
  }
  if (session.status !== 'signedIn') return <SessionStatusScreen />;
  return <SignedInHome withoutWorkspace={<CreateFirstWorkspace />} />;
}

/**
 * Sends a signed-in user straight to their home: the operator dashboard or their workspace. Someone with no
 * workspace sees `withoutWorkspace`.
 */
export function SignedInHome({ withoutWorkspace }: { withoutWorkspace: ReactNode }) {
  const session = useSignedInSession();
  if (session.isOperator) return <Navigate to={paths.operator()} replace />;
  return <MemberHome withoutWorkspace={withoutWorkspace} />;
}

function MemberHome({ withoutWorkspace }: { withoutWorkspace: ReactNode }) {
  const session = useSignedInSession();
  const workspaces = useWorkspaces();
  if (workspaces.isPending) {
    return (
      <main id="main" tabIndex={-1} className="p-6">
        <p role="status">Loading your workspaces…</p>
      </main>
    );
  }
  if (workspaces.isError) {
    return (
      <main id="main" tabIndex={-1} className="p-6">
        <Alert variant="destructive">Your workspaces could not be loaded. Reload the page to try again.</Alert>
      </main>
    );
  }
  const target = pickHomeWorkspace(
    session.user.uid,
    workspaces.data.workspaces.map((w) => w.workspaceId),
  );
  if (target) return <Navigate to={paths.workspaceFiles(target)} replace />;
  return withoutWorkspace;
}

function CreateFirstWorkspace() {
  return (
    <ShellLayout workspace={null}>
      <section className="mx-auto max-w-lg">
        <h1 className="mb-2 text-2xl font-semibold">Create your first workspace</h1>
        <p className="text-muted-foreground mb-4">
          A workspace holds your media, transcripts and team. You can invite others once it exists.
        </p>
        <CreateWorkspaceForm />
      </section>
    </ShellLayout>
  );
}
