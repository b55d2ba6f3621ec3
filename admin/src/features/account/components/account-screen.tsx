import { useState } from 'react';
import { Link } from 'react-router-dom';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { readTheme, type Theme, THEMES, writeTheme } from '@/lib/theme';
import { useMyWorkspaces } from '../api/get-my-workspaces';
import { useLeaveWorkspace } from '../api/leave-workspace';
import { DisplayNameForm, EmailForm, PasswordForm } from './profile-forms';

interface AccountScreenProps {
  userId: string;
  displayName: string | null;
  email: string;
  /** Sign-in methods linked to the account, e.g. `password`, `google.com`. */
  providers: string[];
}

const PROVIDER_NAMES: Record<string, string> = { password: 'Email and password', 'google.com': 'Google' };
const ROLE_NAMES: Record<string, string> = {
  admin: 'Admin',
  'content-manager': 'Content manager',
  'transcript-editor': 'Transcript editor',
  viewer: 'Viewer',
};

/**
 * `/account`: who is signed in and how; change name, email and password; the workspaces with Leave; the theme;
 * and the way to delete the account.
 */
export function AccountScreen({ userId, displayName, email, providers }: AccountScreenProps) {
  const workspaces = useMyWorkspaces();
  const leave = useLeaveWorkspace(userId);
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">My account</h1>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
        <dt className="font-medium">Name</dt>
        <dd>{displayName || '—'}</dd>
        <dt className="font-medium">Email</dt>
        <dd>{email}</dd>
        <dt className="font-medium">Signs in with</dt>
        <dd>{providers.map((p) => PROVIDER_NAMES[p] ?? p).join(', ') || '—'}</dd>
      </dl>
      <DisplayNameForm displayName={displayName} />
      {providers.includes('password') ? (
        <>
          <EmailForm />
          <PasswordForm />
        </>
      ) : (
        <p className="text-muted-foreground text-sm">
          Your email address and password are managed by {providers.map((p) => PROVIDER_NAMES[p] ?? p).join(', ')}.
        </p>
      )}
      <section aria-labelledby="my-workspaces" className="space-y-2">
        <h2 id="my-workspaces" className="text-lg font-semibold">
          My workspaces
        </h2>
        {workspaces.isError ? (
          <QueryErrorAlert error={workspaces.error} onRetry={() => void workspaces.refetch()} />
        ) : null}
        {workspaces.isSuccess && workspaces.data.workspaces.length === 0 ? (
          <p className="text-muted-foreground">You are not a member of any workspace.</p>
        ) : null}
        <ul className="divide-y">
          {(workspaces.data?.workspaces ?? []).map((w) => (
            <li key={w.workspaceId} className="flex items-center gap-3 py-2">
              <Link className="flex-1 underline underline-offset-4" to={paths.workspace(w.workspaceId)}>
                {w.workspaceName}
              </Link>
              <span className="text-muted-foreground text-sm">{ROLE_NAMES[w.role]}</span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Leave ${w.workspaceName}`}
                disabled={leave.isPending}
                onClick={() => leave.mutate(w)}
              >
                Leave
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <ThemeChoice />
      <Link to={paths.accountDelete} className="text-destructive underline underline-offset-4">
        Delete my account
      </Link>
    </section>
  );
}

const THEME_NAMES: Record<Theme, string> = { system: 'As my system', light: 'Light', dark: 'Dark' };

/** The colour theme of this browser: follow the system, or always light or dark. */
function ThemeChoice() {
  const [theme, setTheme] = useState(readTheme);
  return (
    <fieldset className="space-y-2">
      <legend className="text-lg font-semibold">Theme</legend>
      {THEMES.map((t) => (
        <label key={t} className="flex items-center gap-2">
          <input
            type="radio"
            name="theme"
            value={t}
            checked={theme === t}
            className="accent-primary size-4"
            onChange={() => {
              writeTheme(t);
              setTheme(t);
            }}
          />
          {THEME_NAMES[t]}
        </label>
      ))}
    </fieldset>
  );
}
