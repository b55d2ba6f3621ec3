import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionContext, type SessionState } from '../hooks/session-context';
import { AuthPage } from './auth-page';

function renderAuth(path: string, session: SessionState = { status: 'signedOut' }) {
  return render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="/login" element={<AuthPage />} />
          <Route path="/signup" element={<AuthPage />} />
          <Route path="*" element={<p>Landed elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
}

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

  it('sends a signed-in user on to a safe `from` path, never to another site', () => {
    renderAuth('/auth?from=//evil.example/phish', { status: 'signedIn', user: {} as never });
    expect(screen.getByText('Landed elsewhere')).toBeInTheDocument();
  });
});
