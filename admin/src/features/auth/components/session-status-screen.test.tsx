import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionCookie } from '@shared/api/session';
import { renderWithProviders } from '@/testing/providers';
import { SessionStatusScreen } from './session-status-screen';

const firebaseAuth = vi.hoisted(() => ({ name: 'test-auth' }));
vi.mock('@/lib/firebase', () => ({ getFirebaseAuth: () => firebaseAuth }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn() }));
vi.mock('@shared/api/session');
vi.mock('@/lib/api-client', () => ({ apiClient: {} }));

afterEach(() => vi.resetAllMocks());

describe('SessionStatusScreen', () => {
  it('announces that the session is loading', () => {
    renderWithProviders(<SessionStatusScreen />, { session: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('offers Try Again, which retries loading the session at once', async () => {
    const retry = vi.fn();
    renderWithProviders(<SessionStatusScreen />, { session: { status: 'error', error: new Error('offline'), retry } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unable to load Media Access');
    expect(alert).toHaveTextContent('Check your internet connection. We will keep trying.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('offers Log Out, which clears the media cookie and signs the user out', async () => {
    const retry = vi.fn();
    vi.mocked(signOut).mockReturnValue(new Promise(() => {}));
    // The cookie call fails (offline): signing out goes ahead anyway.
    vi.mocked(clearSessionCookie).mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<SessionStatusScreen />, { session: { status: 'error', error: new Error('offline'), retry } });
    await userEvent.setup().click(within(screen.getByRole('alert')).getByRole('button', { name: 'Log Out' }));
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledWith(firebaseAuth));
    expect(clearSessionCookie).toHaveBeenCalledTimes(1);
    expect(retry).not.toHaveBeenCalled();
  });
});
