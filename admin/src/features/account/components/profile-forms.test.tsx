import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
} from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/providers';
import { DisplayNameForm, EmailForm, PasswordForm } from './profile-forms';

const currentUser = { email: 'lee@example.com', getIdToken: vi.fn(async () => 'token') };
vi.mock('@/lib/firebase', () => ({ getFirebaseAuth: () => ({ currentUser }) }));
vi.mock('firebase/auth', () => ({
  EmailAuthProvider: { credential: vi.fn((email: string, password: string) => ({ email, password })) },
  reauthenticateWithCredential: vi.fn(async () => ({})),
  updatePassword: vi.fn(async () => undefined),
  updateProfile: vi.fn(async () => undefined),
  verifyBeforeUpdateEmail: vi.fn(async () => undefined),
}));

afterEach(() => vi.clearAllMocks());

describe('DisplayNameForm', () => {
  it('saves a trimmed name and refreshes the token so the server learns it', async () => {
    renderWithProviders(<DisplayNameForm displayName="Lee" />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Display name');
    await user.clear(field);
    await user.type(field, '  Lee Park ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    await vi.waitFor(() => expect(currentUser.getIdToken).toHaveBeenCalledWith(true));
    expect(updateProfile).toHaveBeenCalledWith(currentUser, { displayName: 'Lee Park' });
  });

  it('refuses an empty name next to the field', async () => {
    renderWithProviders(<DisplayNameForm displayName="Lee" />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Display name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your name.');
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(updateProfile).not.toHaveBeenCalled();
  });
});

describe('EmailForm', () => {
  it('confirms the password, then sends a link to the new address and says so', async () => {
    renderWithProviders(<EmailForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New email'), 'lee@new.example');
    await user.type(screen.getByLabelText('Current password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a confirmation link to lee@new.example');
    expect(EmailAuthProvider.credential).toHaveBeenCalledWith('lee@example.com', 'secret-1');
    expect(reauthenticateWithCredential).toHaveBeenCalled();
    expect(verifyBeforeUpdateEmail).toHaveBeenCalledWith(currentUser, 'lee@new.example');
  });

  it('shows a wrong password in plain words and changes nothing', async () => {
    vi.mocked(reauthenticateWithCredential).mockRejectedValueOnce(
      Object.assign(new Error('Firebase: wrong'), { code: 'auth/wrong-password' }),
    );
    renderWithProviders(<EmailForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New email'), 'lee@new.example');
    await user.type(screen.getByLabelText('Current password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That password is not right.');
    expect(verifyBeforeUpdateEmail).not.toHaveBeenCalled();
  });
});

describe('PasswordForm', () => {
  it('asks for a long enough new password, then changes it after confirming the current one', async () => {
    renderWithProviders(<PasswordForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('at least 8 characters');
    expect(updatePassword).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('New password'), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(updatePassword).toHaveBeenCalledWith(currentUser, 'short-and-longer'));
    expect(EmailAuthProvider.credential).toHaveBeenCalledWith('lee@example.com', 'old-secret');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
