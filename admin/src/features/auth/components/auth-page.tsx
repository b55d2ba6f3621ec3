import { createUserWithEmailAndPassword, signInWithEmailAndPassword, updateProfile } from 'firebase/auth';
import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { LIMITS } from '@shared/constants';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths, safeReturnPath } from '@/config/paths';
import { getFirebaseAuth } from '@/lib/firebase';
import { authErrorField, describeAuthError } from '../auth-errors';
import { useSession } from '../hooks/session-context';
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

/** Sign in and sign up, on one page; `/login` and `/signup` open on their tab. */
export function AuthPage() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(location.pathname === paths.signup ? 'signup' : 'signin');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const returnTo = safeReturnPath(params.get('from')) ?? paths.home;

  if (session.status === 'signedIn') return <Navigate to={returnTo} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = (mode === 'signin' ? signInSchema : signUpSchema).safeParse(data);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const auth = getFirebaseAuth();
      if (mode === 'signin') {
        await signInWithEmailAndPassword(auth, data.email!, data.password!);
      } else {
        const { user } = await createUserWithEmailAndPassword(auth, data.email!, data.password!);
        await updateProfile(user, { displayName: data.name!.trim() });
      }
      navigate(returnTo, { replace: true });
    } catch (error) {
      const field = authErrorField(error);
      setErrors({ [field ?? 'form']: describeAuthError(error) });
    } finally {
      setBusy(false);
    }
  }

  const form = (submitLabel: string) => (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={busy}>
      {errors.form ? <Alert variant="destructive">{errors.form}</Alert> : null}
      {mode === 'signup' ? (
        <FormField id="name" name="name" label="Your name" autoComplete="name" error={errors.name} />
      ) : null}
      <FormField id="email" name="email" type="email" label="Email" autoComplete="email" error={errors.email} />
      <FormField
        id="password"
        name="password"
        type="password"
        label="Password"
        autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
        error={errors.password}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Please wait…' : submitLabel}
      </Button>
    </form>
  );

  return (
    <main id="main" className="mx-auto grid min-h-screen max-w-md content-center p-4">
      <Card>
        <h1 className="mb-4 text-2xl font-semibold">Media Access</h1>
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
      </Card>
    </main>
  );
}
