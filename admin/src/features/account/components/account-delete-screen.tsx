import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useDeleteAccount } from '../api/delete-account';

interface BlockingWorkspace {
  workspaceId: string;
  workspaceName: string;
  members: { userId: string; name: string; email: string }[];
}

interface AccountDeleteScreenProps {
  email: string;
  /** Whether the account signs in with a password (asked again here); others must have signed in recently. */
  hasPassword: boolean;
  /** After the server deleted everything: sign out and show the confirmation. */
  onDeleted: () => void;
}

const blockingOf = (error: unknown): BlockingWorkspace[] =>
  error instanceof ApiError && error.status === 409
    ? ((error.details as { workspaces?: BlockingWorkspace[] } | undefined)?.workspaces ?? [])
    : [];

/** `/account/delete`: what goes and what stays, then deleting after typing the email (and password). */
export function AccountDeleteScreen({ email, hasPassword, onDeleted }: AccountDeleteScreenProps) {
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const blocking = blockingOf(remove.error);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate({ password: hasPassword ? password : null }, { onSuccess: onDeleted });
  };

  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-semibold">Delete my account</h1>
      <p>Deleting your account cannot be undone. It removes:</p>
      <ul className="list-disc space-y-1 pl-6">
        <li>your sign-in ({email}) and profile;</li>
        <li>your membership of every workspace, and invitations you sent or received;</li>
        <li>workspaces where you are the only member, with their media.</li>
      </ul>
      <p>
        What stays: time you recorded on assignments stays in its workspace under the name “Deleted user”, and
        workspaces other people belong to stay with them.
      </p>
      <p>
        If you are the only admin of a workspace that has other members, make one of them admin first (in that
        workspace’s Settings › Members).
      </p>
      {blocking.length > 0 ? (
        <Alert variant="destructive">
          <p>You are the only admin of these workspaces. Make someone else admin, then try again:</p>
          <ul className="mt-2 list-disc pl-6">
            {blocking.map((w) => (
              <li key={w.workspaceId}>
                <Link className="underline" to={paths.workspaceSettings(w.workspaceId, 'members')}>
                  {w.workspaceName}
                </Link>{' '}
                (members who could take over: {w.members.map((m) => m.name || m.email).join(', ')})
              </li>
            ))}
          </ul>
        </Alert>
      ) : remove.isError ? (
        <Alert variant="destructive">
          {remove.error instanceof ApiError && remove.error.status === 401
            ? 'Please sign out and sign in again, then delete your account within 5 minutes.'
            : (remove.error as { code?: string }).code === 'auth/wrong-password' ||
                (remove.error as { code?: string }).code === 'auth/invalid-credential'
              ? 'That password is not right.'
              : remove.error.message}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-3">
        <div className="grid gap-1">
          <Label htmlFor="delete-email">Type your email address to confirm</Label>
          <Input
            id="delete-email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {hasPassword ? (
          <div className="grid gap-1">
            <Label htmlFor="delete-password">Your password</Label>
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
        ) : null}
        <div className="flex gap-2">
          <Button
            type="submit"
            variant="destructive"
            disabled={!matches || (hasPassword && !password) || remove.isPending}
          >
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
          <Link to={paths.account} className="self-center underline underline-offset-4">
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}

/** `/account/deleted`: shown after signing out. */
export function AccountDeletedScreen() {
  return (
    <section className="mx-auto max-w-lg space-y-4">
      <h1 className="text-2xl font-semibold">Your account has been deleted</h1>
      <p>Your sign-in and your data are gone. Thank you for using Media Access.</p>
      <Link className="underline underline-offset-4" to={paths.auth}>
        Create a new account
      </Link>
    </section>
  );
}
