import { useNavigate } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useJoinWorkspace } from '../api/join-workspace';

/** Accepts an invitation: the link in an invitation email opens this. */
export function JoinWorkspace({ workspaceId, email }: { workspaceId: string; email: string }) {
  const navigate = useNavigate();
  const join = useJoinWorkspace(workspaceId);
  const noInvitation = join.error instanceof ApiError && join.error.status === 404;
  return (
    <section className="mx-auto max-w-lg">
      <h1 className="mb-2 text-2xl font-semibold">Join a workspace</h1>
      <p className="mb-4">You were invited to a workspace. Accept the invitation to open it as {email}.</p>
      {join.isError ? (
        <Alert variant="destructive" className="mb-4">
          {noInvitation
            ? `There is no invitation for ${email} to this workspace. Ask one of its admins to invite this address.`
            : 'The invitation could not be accepted. Try again.'}
        </Alert>
      ) : null}
      <Button
        disabled={join.isPending}
        onClick={() =>
          join.mutate(undefined, {
            onSuccess: ({ workspace }) => navigate(paths.workspaceFiles(workspace.workspaceId), { replace: true }),
          })
        }
      >
        {join.isPending ? 'Joining…' : 'Accept invitation'}
      </Button>
    </section>
  );
}
