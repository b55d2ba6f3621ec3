import { AccountDeletedScreen, AccountDeleteScreen } from '@/features/account/components/account-delete-screen';
import { AccountScreen } from '@/features/account/components/account-screen';
import { useSignedInSession } from '@/features/auth/hooks/session-context';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { paths } from '@/config/paths';
import { ShellLayout } from './shell-layout';

/** `/account`: the signed-in person's own settings. */
export function AccountRoute() {
  const { user } = useSignedInSession();
  return (
    <ShellLayout workspace={null}>
      <AccountScreen
        userId={user.uid}
        displayName={user.displayName}
        email={user.email ?? ''}
        providers={user.providerData.map((p) => p.providerId)}
      />
    </ShellLayout>
  );
}

/** `/account/delete` */
export function AccountDeleteRoute() {
  const { user } = useSignedInSession();
  const signOut = useSignOut();
  return (
    <ShellLayout workspace={null}>
      <AccountDeleteScreen
        email={user.email ?? ''}
        hasPassword={user.providerData.some((p) => p.providerId === 'password')}
        onDeleted={() => void signOut({ redirectTo: paths.accountDeleted })}
      />
    </ShellLayout>
  );
}

/** `/account/deleted`: the confirmation, signed out. */
export function AccountDeletedRoute() {
  return <AccountDeletedScreen />;
}
