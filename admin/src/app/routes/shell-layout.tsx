import type { ReactNode } from 'react';
import type { Role } from '@shared/constants';
import type { Workspace } from '@shared/schemas/workspaces';
import { AssignmentsPopover } from '@/features/assignments/components/assignments-popover';
import { useSignedInSession } from '@/features/auth/hooks/session-context';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import type { WorkspaceListState } from '@/features/navigation/components/account-menu';
import { NavBar } from '@/features/navigation/components/nav-bar';
import { useWorkspaces } from '@/features/workspaces/api/get-workspaces';
import { getEnvironment } from '@/lib/environment';
import { useAssignmentUser } from '../use-assignment-user';

/** Every signed-in screen: the navigation bar, a banner when there is one, then the page in `<main>`. */
export function ShellLayout({
  workspace,
  banner,
  children,
}: {
  workspace: { workspace: Workspace; role: Role } | null;
  /** Shown under the bar on every screen of the layout (e.g. an operator viewing a workspace). */
  banner?: ReactNode;
  children: ReactNode;
}) {
  const session = useSignedInSession();
  const workspaces = useWorkspaces();
  const signOut = useSignOut();
  const currentUser = useAssignmentUser();
  const workspaceList: WorkspaceListState = workspaces.isPending
    ? { status: 'loading' }
    : workspaces.isError
      ? { status: 'error' }
      : { status: 'loaded', workspaces: workspaces.data.workspaces };

  return (
    <>
      <NavBar
        environment={getEnvironment()}
        workspace={workspace}
        assignments={
          workspace ? (
            <AssignmentsPopover
              workspaceId={workspace.workspace.workspaceId}
              currentUser={currentUser}
              role={workspace.role}
            />
          ) : null
        }
        account={{
          userId: session.user.uid,
          email: session.user.email ?? '',
          displayName: session.user.displayName ?? '',
          isOperator: session.isOperator,
          workspaceList,
          currentWorkspaceId: workspace?.workspace.workspaceId ?? null,
          onSignOut: () => void signOut(),
        }}
      />
      {banner}
      <main id="main" tabIndex={-1} className="p-6 focus:outline-none">
        {children}
      </main>
    </>
  );
}
