import { useEffect } from 'react';
import { Outlet, useOutletContext, useParams } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import type { Role } from '@shared/constants';
import type { Workspace } from '@shared/schemas/workspaces';
import { Alert } from '@/components/ui/alert';
import { useSignedInSession } from '@/features/auth/hooks/session-context';
import { OperatorVisitBanner } from '@/features/operator/components/operator-visit-banner';
import { useWorkspace } from '@/features/workspaces/api/get-workspace';
import { useWorkspaces } from '@/features/workspaces/api/get-workspaces';
import { WorkspaceNotFound } from '@/features/workspaces/components/workspace-not-found';
import { writeLastWorkspace } from '@/lib/last-workspace';
import { ShellLayout } from './shell-layout';

export interface WorkspaceOutletContext {
  workspace: Workspace;
  role: Role;
}

/** The open workspace and the caller's role in it, for the screens under `/workspaces/:workspaceId/`. */
export function useWorkspaceOutlet() {
  return useOutletContext<WorkspaceOutletContext>();
}

/** `/workspaces/:workspaceId/*`: loads the workspace, remembers it as the last one used, and gates by role. */
export function WorkspaceLayout() {
  const { workspaceId = '' } = useParams();
  const session = useSignedInSession();
  const workspace = useWorkspace(workspaceId);
  const workspaces = useWorkspaces();
  const membership = workspaces.data?.workspaces.find((w) => w.workspaceId === workspaceId);
  const userId = session.user.uid;

  useEffect(() => {
    if (membership) writeLastWorkspace(userId, membership.workspaceId);
  }, [membership, userId]);

  if (workspace.isError) {
    const notFound = workspace.error instanceof ApiError && workspace.error.status === 404;
    return (
      <ShellLayout workspace={null}>
        {notFound ? (
          <WorkspaceNotFound />
        ) : (
          <Alert variant="destructive">The workspace could not be loaded. Reload the page to try again.</Alert>
        )}
      </ShellLayout>
    );
  }
  if (workspace.isPending || (!session.isOperator && workspaces.isPending)) {
    return (
      <ShellLayout workspace={null}>
        <p role="status">Loading the workspace…</p>
      </ShellLayout>
    );
  }
  // Operators act as admin everywhere; a membership the cached list does not know yet gets the least rights.
  const role: Role = session.isOperator ? 'admin' : (membership?.role ?? 'viewer');
  const context: WorkspaceOutletContext = { workspace: workspace.data, role };
  // An operator who is not a member ("Open as admin") is told so on every screen, and the visit is audited.
  const visiting = session.isOperator && workspaces.isSuccess && !membership;
  return (
    <ShellLayout
      workspace={context}
      banner={
        visiting ? (
          <OperatorVisitBanner workspaceId={workspace.data.workspaceId} workspaceName={workspace.data.workspaceName} />
        ) : null
      }
    >
      <Outlet context={context} />
    </ShellLayout>
  );
}
