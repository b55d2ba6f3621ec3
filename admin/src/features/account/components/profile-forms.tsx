import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { describeAuthError } from '@/lib/auth-errors';
import { useChangeDisplayName, useChangeEmail, useChangePassword } from '../api/change-profile';

function ErrorText({ id, error }: { id: string; error: unknown }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-destructive text-sm">
      {error instanceof Error && !('code' in error) ? error.message : describeAuthError(error)}
    </p>
  );
}

/** The name other members see. */
export function DisplayNameForm({ displayName }: { displayName: string | null }) {
  const id = useId();
  const [name, setName] = useState(displayName ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const change = useChangeDisplayName();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setInvalid('Enter your name.');
    if (trimmed.length > LIMITS.displayName) return setInvalid(`At most ${LIMITS.displayName} characters.`);
    setInvalid(null);
    change.mutate(trimmed, { onSuccess: () => toast.success('Name saved') });
  };
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-2" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Name
      </h2>
      <Label htmlFor={`${id}-name`}>Display name</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-name`}
          className="max-w-sm"
          autoComplete="name"
          value={name}
          aria-invalid={invalid || change.error ? true : undefined}
          aria-describedby={invalid || change.error ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save name'}
        </Button>
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {invalid}
        </p>
      ) : (
        <ErrorText id={errorId} error={change.error} />
      )}
    </form>
  );
}

/** A new address, confirmed by a link sent to it; the current password proves it is the owner asking. */
export function EmailForm() {
  const id = useId();
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useChangeEmail();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { email: next.trim(), password },
      {
        onSuccess: () => {
          setSentTo(next.trim());
          setPassword('');
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-2" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Email
      </h2>
      <p className="text-muted-foreground text-sm">
        We send a link to the new address; your email changes when you open it.
      </p>
      <Label htmlFor={`${id}-email`}>New email</Label>
      <Input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        className="max-w-sm"
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      <Label htmlFor={`${id}-password`}>Current password</Label>
      <Input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        className="max-w-sm"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" className="w-fit" disabled={change.isPending || !next.trim() || !password}>
        {change.isPending ? 'Sending…' : 'Send confirmation link'}
      </Button>
      <ErrorText id={`${id}-error`} error={change.error} />
      <p role="status" className="text-sm">
        {sentTo ? `We sent a confirmation link to ${sentTo}. Your email changes when you open it.` : ''}
      </p>
    </form>
  );
}

const MIN_PASSWORD = 8;

export function PasswordForm() {
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const change = useChangePassword();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next.length < MIN_PASSWORD) return setInvalid(`Choose a new password of at least ${MIN_PASSWORD} characters.`);
    setInvalid(null);
    change.mutate(
      { current, next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          toast.success('Password changed');
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-2" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Password
      </h2>
      <Label htmlFor={`${id}-current`}>Current password</Label>
      <Input
        id={`${id}-current`}
        type="password"
        autoComplete="current-password"
        className="max-w-sm"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <Label htmlFor={`${id}-next`}>New password</Label>
      <Input
        id={`${id}-next`}
        type="password"
        autoComplete="new-password"
        className="max-w-sm"
        value={next}
        onChange={(event) => setNext(event.target.value)}
      />
      <Button type="submit" className="w-fit" disabled={change.isPending || !current}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </Button>
      {invalid ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {invalid}
        </p>
      ) : (
        <ErrorText id={`${id}-error`} error={change.error} />
      )}
    </form>
  );
}
