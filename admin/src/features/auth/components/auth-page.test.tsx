import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
} from 'firebase/auth';
import { renderWithProviders } from '@/testing/providers';
import type { SessionState } from '../hooks/session-context';
import { AuthPage } from './auth-page';

const firebaseAuth = vi.hoisted(() => ({ name: 'test-auth' }));
vi.mock('@/lib/firebase', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirebaseAuth: () => firebaseAuth,
}));
vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  signInWithEmailAndPassword: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  updateProfile: vi.fn(),
  sendEmailVerification: vi.fn(),
  signInWithPopup: vi.fn(),
}));

/** What the Firebase SDK rejects with: an error carrying an `auth/…` code. */
const authError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

function renderAuth(path: string, session: SessionState = { status: 'signedOut' }) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/login" element={<AuthPage />} />
      <Route path="/signup" element={<AuthPage />} />
      <Route path="*" element={<p>Landed elsewhere</p>} />
    </Routes>,
    { session, path },
  );
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('AuthPage', () => {
  it('opens on the sign-in tab for /login and /auth, and on sign-up for /signup', () => {
    renderAuth('/login');
    expect(screen.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('opens on the sign-up tab for /signup', () => {
    renderAuth('/signup');
    expect(screen.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Your name')).toBeInTheDocument();
  });

  it('says what is wrong next to each field and ties the message to it', async () => {
    const user = userEvent.setup();
    renderAuth('/auth');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password');
  });

  it('switches tabs by keyboard and clears the previous errors', async () => {
    const user = userEvent.setup();
    renderAuth('/auth');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Sign in' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Use at least 6 characters');
  });

  it('signs up with the name and sends the email verification link (it unlocks free minutes)', async () => {
    const created = { uid: 'u-new', email: 'nia@example.com' };
    vi.mocked(createUserWithEmailAndPassword).mockResolvedValue({ user: created } as never);
    const user = userEvent.setup();
    renderAuth('/signup');
    await user.type(screen.getByLabelText('Your name'), 'Nia New');
    await user.type(screen.getByLabelText('Email'), 'nia@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sendEmailVerification).toHaveBeenCalledWith(created));
    expect(updateProfile).toHaveBeenCalledWith(created, { displayName: 'Nia New' });
  });

  it('stays put after signing in: the session, not the form, decides where to go', async () => {
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({} as never);
    const user = userEvent.setup();
    renderAuth('/auth?from=%2Fworkspaces%2Fw1%2Ffiles');
    await user.type(screen.getByLabelText('Email'), 'ada@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signInWithEmailAndPassword).toHaveBeenCalledWith(firebaseAuth, 'ada@demo.test', 'demo-password');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(screen.queryByText('Landed elsewhere')).not.toBeInTheDocument();
  });

  it('asks only for the email first when the sso flag is on, then for the password', async () => {
    localStorage.setItem('media-access:flag-overrides', JSON.stringify({ sso: true }));
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ sso: false, providerId: null }), { status: 200 }));
    const user = userEvent.setup();
    renderAuth('/auth');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@demo.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByText('ada@demo.test')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/sso/check');
    expect(init?.body).toBe('{"email":"ada@demo.test"}');
  });

  // The identity service's errors that concern the whole sign-in, not one field, in plain words.
  it.each([
    ['auth/unauthorized-domain', 'Sign-in is not enabled for this website address. Please contact support.'],
    ['auth/popup-blocked', 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.'],
    ['auth/popup-closed-by-user', 'The sign-in window was closed before signing in finished.'],
    ['auth/network-request-failed', 'We could not reach the sign-in service. Check your connection and try again.'],
    ['auth/invalid-auth-event', 'Sign-in was interrupted. Please try again.'],
    ['auth/internal-error', 'The sign-in service had a problem. Please try again in a moment.'],
    ['auth/something-new', 'Something went wrong with the sign-in service. Please try again.'],
  ])('says what %s means when Google sign-in fails', async (code, message) => {
    vi.mocked(signInWithPopup).mockRejectedValue(authError(code));
    const user = userEvent.setup();
    renderAuth('/auth');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it.each([
    ['auth/invalid-credential', 'Password', 'That email and password do not match an account.'],
    ['auth/user-not-found', 'Email', 'There is no account with that email. Check it, or sign up.'],
    ['auth/too-many-requests', null, 'Too many attempts. Wait a moment, then try again.'],
  ])('puts a refused sign-in (%s) beside the field it concerns', async (code, field, message) => {
    vi.mocked(signInWithEmailAndPassword).mockRejectedValue(authError(code));
    const user = userEvent.setup();
    renderAuth('/auth');
    await user.type(screen.getByLabelText('Email'), 'ada@demo.test');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    if (field) {
      await waitFor(() =>
        expect(screen.getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } else {
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
  });

  it('opens the password reset form and back', async () => {
    const user = userEvent.setup();
    renderAuth('/login');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
