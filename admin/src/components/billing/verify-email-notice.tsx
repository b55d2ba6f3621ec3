import { reload, sendEmailVerification } from 'firebase/auth';
import { useContext, useState } from 'react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeAuthError } from '@/lib/auth-errors';
import { ClientConfigContext } from '@/lib/client-config';
import { getFirebaseAuth } from '@/lib/firebase';
import { adminNames } from './ask-admins';

interface Props {
  /** The caller is an admin: their own verified email unlocks the free minutes. */
  isAdmin: boolean;
  admins: readonly { name: string }[];
  minutesPerPeriod: number;
  /** Asks the server again (after the person says they opened the link). */
  onRecheck: () => Promise<unknown>;
}

/**
 * Why a new workspace has no free minutes yet and how to get them: an admin verifies their email address (the link
 * can be sent again here); anyone else is told whom to ask.
 */
export function VerifyEmailNotice({ isAdmin, admins, minutesPerPeriod, onRecheck }: Props) {
  const config = useContext(ClientConfigContext);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const email = isAdmin ? getFirebaseAuth().currentUser?.email : null;

  async function resend() {
    const user = getFirebaseAuth().currentUser;
    if (!user) return;
    setBusy(true);
    try {
      await sendEmailVerification(user);
      setStatus(`We sent a new link to ${user.email}. Open it, then choose “I’ve verified my email”.`);
    } catch (error) {
      setStatus(`The link could not be sent. ${describeAuthError(error)}`);
    } finally {
      setBusy(false);
    }
  }

  async function recheck() {
    const user = getFirebaseAuth().currentUser;
    setBusy(true);
    try {
      if (user) {
        await reload(user);
        await user.getIdToken(true);
      }
      await onRecheck();
      setStatus(
        user?.emailVerified ? 'Your email is verified.' : 'Your email is not verified yet: open the link first.',
      );
    } catch (error) {
      setStatus(`Could not check. ${describeAuthError(error)}`);
    } finally {
      setBusy(false);
    }
  }

  if (!isAdmin) {
    return (
      <Alert>
        <AlertTitle>No free minutes yet</AlertTitle>
        <p>
          The plan’s {minutesPerPeriod} free minutes a month start once an admin has verified their email address. Ask{' '}
          {adminNames(admins)}.
        </p>
      </Alert>
    );
  }
  const emulatorCodes = config?.authEmulatorUrl
    ? `${config.authEmulatorUrl}/emulator/v1/projects/${config.firebase.projectId}/oobCodes`
    : null;
  return (
    <Alert>
      <AlertTitle>Verify your email to get {minutesPerPeriod} free minutes</AlertTitle>
      <p>
        The plan’s free minutes start once you verify your email address{email ? ` (${email})` : ''}: open the link we
        sent when you signed up. This keeps free minutes for real people.
      </p>
      {emulatorCodes ? (
        <p className="text-muted-foreground mt-1">
          This server uses the local Auth emulator, which sends no mail: the links are listed at{' '}
          <a className="underline" href={emulatorCodes} target="_blank" rel="noreferrer">
            the emulator’s verification codes
          </a>
          .
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void resend()}>
          Send the verification email again
        </Button>
        <Button type="button" size="sm" disabled={busy} onClick={() => void recheck()}>
          I’ve verified my email
        </Button>
      </div>
      <p role="status" className="mt-2">
        {status}
      </p>
    </Alert>
  );
}
