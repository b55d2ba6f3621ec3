import {
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
} from 'firebase/auth';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { z } from 'zod';
import { LIMITS } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useFeatureFlags } from '@/lib/feature-flags';
import { getFirebaseAuth } from '@/lib/firebase';
import { useCheckSso } from '../api/check-sso';
import { useStartSsoSignIn } from '../api/start-sso-sign-in';
import { authErrorField, describeAuthError } from '@/lib/auth-errors';
import { FormField } from './form-field';

type Mode = 'signin' | 'signup';
type Errors = Partial<Record<'name' | 'email' | 'password' | 'form', string>>;

const emailField = z.email({ error: 'Enter a valid email address' });
const signInSchema = z.object({ email: emailField, password: z.string().min(1, 'Enter your password') });
const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(LIMITS.displayName, `At most ${LIMITS.displayName} characters`),
  email: emailField,
  password: z.string().min(6, 'Use at least 6 characters'),
});
const emailOnlySchema = z.object({ email: emailField });

function fieldErrors(error: z.ZodError): Errors {
  const next: Errors = {};
  for (const issue of error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
  return next;
}

/**
 * Sign in, sign up and password reset on one page; `/login` and `/signup` open on their tab. Google
 * sign-in uses Firebase's popup, which opens at 500×600. With the `sso` flag on, sign-in asks for the
 * email first and checks whether it belongs to a single sign-on organisation; if so it sends the browser to
 * that organisation's identity provider, which returns to `/auth/sso/callback`. Otherwise it never navigates:
 * signing in changes the session, and the route's guard (`GuestOnly`) moves on once the session is ready.
 */
export function AuthPage() {
  const location = useLocation();
  const flags = useFeatureFlags();
  const checkSso = useCheckSso();
  const startSso = useStartSsoSignIn();
  const [mode, setMode] = useState<Mode>(location.pathname === paths.signup ? 'signup' : 'signin');
  const [resetting, setResetting] = useState(false);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);
  const [ssoEmail, setSsoEmail] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const emailFirst = flags.sso && mode === 'signin' && ssoEmail === null;

  async function run(action: () => Promise<void>) {
    setErrors({});
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setErrors({ [authErrorField(error) ?? 'form']: describeAuthError(error) });
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    if (ssoEmail) data.email = ssoEmail;
    if (emailFirst) return onEmailFirst(data);
    const parsed = (mode === 'signin' ? signInSchema : signUpSchema).safeParse(data);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    void run(async () => {
      const auth = getFirebaseAuth();
      if (mode === 'signin') {
        await signInWithEmailAndPassword(auth, data.email!, data.password!);
      } else {
        const { user } = await createUserWithEmailAndPassword(auth, data.email!, data.password!);
        await updateProfile(user, { displayName: data.name!.trim() });
        // A verified email unlocks a new workspace's free minutes; a failed send can be repeated from there.
        await sendEmailVerification(user).catch(() => undefined);
      }
    });
  }

  function onEmailFirst(data: Record<string, string>) {
    const parsed = emailOnlySchema.safeParse(data);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    checkSso.mutate(parsed.data.email, {
      onSuccess: (answer) => {
        if (answer.sso && answer.providerId) {
          startSso.mutate(
            { email: parsed.data.email, providerId: answer.providerId },
            {
              onError: () =>
                setErrors({ form: 'We could not reach your organisation’s sign-in page. Try again in a moment.' }),
            },
          );
        } else {
          setSsoEmail(parsed.data.email);
        }
      },
      onError: () =>
        setErrors({ form: 'We could not check how this address signs in. Check your connection and try again.' }),
    });
  }

  function onReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailOnlySchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    void run(async () => {
      try {
        await sendPasswordResetEmail(getFirebaseAuth(), parsed.data.email);
      } catch (error) {
        // Saying "no such account" would tell strangers who has one; answer the same either way.
        if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      }
      setResetSentTo(parsed.data.email);
    });
  }

  function onGoogle() {
    void run(async () => {
      await signInWithPopup(getFirebaseAuth(), new GoogleAuthProvider());
    });
  }

  const formError = errors.form ? <Alert variant="destructive">{errors.form}</Alert> : null;

  if (resetting) {
    return (
      <AuthCard>
        <h2 className="mb-2 text-lg font-semibold">Reset your password</h2>
        {resetSentTo ? (
          <p role="status" className="mb-4">
            If an account exists for {resetSentTo}, we have sent it a link to choose a new password.
          </p>
        ) : (
          <form noValidate onSubmit={onReset} className="mb-4 grid gap-4" aria-busy={busy}>
            {formError}
            <p className="text-muted-foreground text-sm">We will email you a link to choose a new password.</p>
            <FormField id="email" name="email" type="email" label="Email" autoComplete="email" error={errors.email} />
            <Button type="submit" disabled={busy}>
              {busy ? 'Please wait…' : 'Send reset link'}
            </Button>
          </form>
        )}
        <Button
          variant="link"
          className="px-0"
          onClick={() => {
            setResetting(false);
            setResetSentTo(null);
            setErrors({});
          }}
        >
          Back to sign in
        </Button>
      </AuthCard>
    );
  }

  // Still busy once the IdP's URL is known: the browser is on its way there.
  const checking = checkSso.isPending || startSso.isPending || startSso.isSuccess;
  const form = (submitLabel: string) => (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy || checking}>
      {formError}
      {mode === 'signup' ? (
        <FormField id="name" name="name" label="Your name" autoComplete="name" error={errors.name} />
      ) : null}
      {ssoEmail ? (
        <p className="text-sm">
          Signing in as <span className="font-medium">{ssoEmail}</span>.{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => setSsoEmail(null)}>
            Use another email
          </Button>
        </p>
      ) : (
        <FormField id="email" name="email" type="email" label="Email" autoComplete="email" error={errors.email} />
      )}
      {emailFirst ? null : (
        <FormField
          id="password"
          name="password"
          type="password"
          label="Password"
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          error={errors.password}
        />
      )}
      <Button type="submit" disabled={busy || checking}>
        {startSso.isPending || startSso.isSuccess
          ? 'Going to your organisation’s sign-in…'
          : busy || checking
            ? 'Please wait…'
            : emailFirst
              ? 'Continue'
              : submitLabel}
      </Button>
      {mode === 'signin' ? (
        <Button
          variant="link"
          className="justify-self-start px-0"
          onClick={() => {
            setResetting(true);
            setErrors({});
          }}
        >
          Forgot your password?
        </Button>
      ) : null}
    </form>
  );

  return (
    <AuthCard>
      <Tabs
        value={mode}
        onValueChange={(value) => {
          setMode(value as Mode);
          setErrors({});
        }}
      >
        <TabsList aria-label="Sign in or sign up" className="grid w-full grid-cols-2">
          <TabsTrigger value="signin">Sign in</TabsTrigger>
          <TabsTrigger value="signup">Sign up</TabsTrigger>
        </TabsList>
        <TabsContent value="signin">{mode === 'signin' ? form('Sign in') : null}</TabsContent>
        <TabsContent value="signup">{mode === 'signup' ? form('Create account') : null}</TabsContent>
      </Tabs>
      <div className="mt-4 grid gap-2 border-t pt-4">
        <Button variant="outline" onClick={onGoogle} disabled={busy}>
          Continue with Google
        </Button>
      </div>
    </AuthCard>
  );
}

function AuthCard({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="mx-auto grid min-h-screen max-w-md content-center p-4">
      <Card>
        <h1 className="mb-4 text-2xl font-semibold">Media Access</h1>
        {children}
      </Card>
    </main>
  );
}
