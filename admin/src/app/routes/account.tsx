import { Link } from 'react-router-dom';
import { TitledPage } from '@/components/titled-page';
import { paths } from '@/config/paths';
import { useSignedInSession } from '@/features/auth/hooks/session-context';
import { ShellLayout } from './shell-layout';

/** `/account`: the signed-in person's own settings. */
export function AccountRoute() {
  const session = useSignedInSession();
  return (
    <ShellLayout workspace={null}>
      <TitledPage title="My Account">
        <p>
          Signed in as{' '}
          {session.user.displayName ? `${session.user.displayName} (${session.user.email})` : session.user.email}.
        </p>
        <p>Changing your name, email, password and notification settings will be here.</p>
        <Link to={paths.accountDelete} className="text-foreground underline underline-offset-4">
          Delete my account
        </Link>
      </TitledPage>
    </ShellLayout>
  );
}

/** `/account/delete` */
export function AccountDeleteRoute() {
  return (
    <ShellLayout workspace={null}>
      <TitledPage title="Delete my account">
        <p>Deleting your account and what happens to your workspaces will be explained and confirmed here.</p>
      </TitledPage>
    </ShellLayout>
  );
}
