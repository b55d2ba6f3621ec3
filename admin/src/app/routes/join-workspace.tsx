import { useParams, useSearchParams } from 'react-router-dom';
import { useSignedInSession } from '@/features/auth/hooks/session-context';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { JoinWorkspace } from '@/features/workspaces/components/join-workspace';
import { ShellLayout } from './shell-layout';

/** `/workspaces/:workspaceId/join?token=…`: signed-out visitors are sent to sign in or up and come back here. */
export function JoinWorkspaceRoute() {
  const { workspaceId = '' } = useParams();
  const [search] = useSearchParams();
  const session = useSignedInSession();
  const signOut = useSignOut();
  const token = search.get('token') ?? undefined;
  return (
    <ShellLayout workspace={null}>
      <JoinWorkspace
        workspaceId={workspaceId}
        token={token}
        email={session.user.email ?? ''}
        onSwitchAccount={() => void signOut({ returnTo: `${window.location.pathname}${window.location.search}` })}
      />
    </ShellLayout>
  );
}
