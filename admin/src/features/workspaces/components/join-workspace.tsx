import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import type { InvitationPreview } from '@shared/schemas/members';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useInvitation } from '../api/get-invitation';
import { useJoinWorkspace } from '../api/join-workspace';

interface JoinWorkspaceProps {
  workspaceId: string;
  /** The `?token=` of the mailed link; without it, the invitation addressed to the caller's email is accepted. */
  token: string | undefined;
  email: string;
  /** Signs out and comes back to this link, to accept it with the invited address. */
  onSwitchAccount: () => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg space-y-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {children}
    </section>
  );
}

/** Accepts an invitation: the link in an invitation email opens this. */
export function JoinWorkspace({ workspaceId, token, email, onSwitchAccount }: JoinWorkspaceProps) {
  const invitation = useInvitation(workspaceId, token);
  if (token === undefined) return <AcceptInvitation workspaceId={workspaceId} token={token} email={email} />;
  if (invitation.isPending) return <p role="status">Opening your invitation…</p>;
  if (invitation.isError) {
    const unknown = invitation.error instanceof ApiError && [400, 404].includes(invitation.error.status);
    return (
      <Page title={unknown ? 'This invitation link does not work' : 'The invitation could not be opened'}>
        <p>
          {unknown
            ? 'The link may be incomplete, or a newer invitation replaced it. Ask an admin of the workspace to send a new one.'
            : invitation.error.message}
        </p>
        {unknown ? null : <Button onClick={() => void invitation.refetch()}>Try again</Button>}
      </Page>
    );
  }
  const preview = invitation.data.invitation;
  if (preview.status !== 'pending') return <UnusableInvitation preview={preview} />;
  if (preview.email !== email.toLowerCase()) {
    return (
      <Page title={`Join ${preview.workspaceName}`}>
        <p>
          This invitation is for <strong>{preview.email}</strong>, but you are signed in as <strong>{email}</strong>.
        </p>
        <p>Sign in (or sign up) with {preview.email} to accept it.</p>
        <Button onClick={onSwitchAccount}>Sign in as {preview.email}</Button>
      </Page>
    );
  }
  return <AcceptInvitation workspaceId={workspaceId} token={token} email={email} preview={preview} />;
}

function UnusableInvitation({ preview }: { preview: InvitationPreview }) {
  const text = {
    expired: `This invitation expired on ${dateFormat.format(new Date(preview.expiresAt))}. Ask an admin of ${preview.workspaceName} to send it again.`,
    revoked: `An admin of ${preview.workspaceName} withdrew this invitation. Ask them if you should still join.`,
    accepted: `This invitation to ${preview.workspaceName} has already been accepted.`,
  }[preview.status as Exclude<InvitationPreview['status'], 'pending'>];
  const title = {
    expired: 'This invitation has expired',
    revoked: 'This invitation was withdrawn',
    accepted: 'Invitation already accepted',
  }[preview.status as Exclude<InvitationPreview['status'], 'pending'>];
  return (
    <Page title={title}>
      <p>{text}</p>
      <a href={paths.home} className="underline underline-offset-4">
        Go to my workspaces
      </a>
    </Page>
  );
}

function AcceptInvitation(props: {
  workspaceId: string;
  token: string | undefined;
  email: string;
  preview?: InvitationPreview;
}) {
  const navigate = useNavigate();
  const join = useJoinWorkspace(props.workspaceId, props.token);
  const noInvitation = join.error instanceof ApiError && join.error.status === 404;
  const role = props.preview?.role.replace('-', ' ');
  return (
    <Page title={props.preview ? `Join ${props.preview.workspaceName}` : 'Join a workspace'}>
      <p>
        {props.preview
          ? `You were invited to ${props.preview.workspaceName} as ${role}. Accept to open it as ${props.email}.`
          : `You were invited to a workspace. Accept the invitation to open it as ${props.email}.`}
      </p>
      {join.isError ? (
        <Alert variant="destructive">
          {noInvitation
            ? `There is no invitation for ${props.email} to this workspace. Ask one of its admins to invite this address.`
            : join.error.message}
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
    </Page>
  );
}
