import { useParams } from 'react-router-dom';
import { useSignedInSession } from '@/features/auth/hooks/session-context';
import { JoinWorkspace } from '@/features/workspaces/components/join-workspace';
import { ShellLayout } from './shell-layout';

/** `/workspaces/:workspaceId/join` */
export function JoinWorkspaceRoute() {
  const { workspaceId = '' } = useParams();
  const session = useSignedInSession();
  return (
    <ShellLayout workspace={null}>
      <JoinWorkspace workspaceId={workspaceId} email={session.user.email ?? ''} />
    </ShellLayout>
  );
}
