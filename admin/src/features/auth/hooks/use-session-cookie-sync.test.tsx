import { renderHook, waitFor } from '@testing-library/react';
import { type Auth, onIdTokenChanged, type User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncSessionCookie } from '@shared/api/session';
import { useSessionCookieSync } from './use-session-cookie-sync';

vi.mock('firebase/auth', () => ({ onIdTokenChanged: vi.fn() }));
vi.mock('@shared/api/session');
vi.mock('@/lib/api-client', () => ({ apiClient: {} }));

/** The signed-in user as Firebase reports them, holding `token` at that moment. */
const holding = (token: string) => ({ uid: 'u1', getIdToken: async () => token }) as User;
let report: (user: User | null) => void;
const unsubscribe = vi.fn();
/** Lets the hook handle what was reported so far. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.mocked(onIdTokenChanged).mockImplementation((_auth, next) => {
    report = next as (user: User | null) => void;
    return unsubscribe;
  });
  vi.mocked(syncSessionCookie).mockResolvedValue(undefined);
});
afterEach(() => vi.resetAllMocks());

describe('useSessionCookieSync', () => {
  it('asks for a fresh media cookie on every new ID token, and not when signed out', async () => {
    const { unmount } = renderHook(() => useSessionCookieSync({} as Auth));
    report(null); // the state at load: signed out
    report(holding('signed-in'));
    await waitFor(() => expect(syncSessionCookie).toHaveBeenCalledTimes(1));
    report(holding('hourly-refresh'));
    await waitFor(() => expect(syncSessionCookie).toHaveBeenCalledTimes(2));
    report(null);
    await settle();
    expect(syncSessionCookie).toHaveBeenCalledTimes(2);

    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('never sends the token a restored session brings from storage, only the refreshed one', async () => {
    renderHook(() => useSessionCookieSync({} as Auth));
    // At load: the user restored with the token cached in the browser, possibly hours old (POST /session: 401).
    report(holding('cached'));
    // The session provider reloads the user: Firebase reports the same token again.
    report(holding('cached'));
    await settle();
    expect(syncSessionCookie).not.toHaveBeenCalled();
    // Its forced refresh: a token issued now.
    report(holding('refreshed'));
    await waitFor(() => expect(syncSessionCookie).toHaveBeenCalledTimes(1));
    // A profile change is reported with the token unchanged: nothing to sync.
    report(holding('refreshed'));
    await settle();
    expect(syncSessionCookie).toHaveBeenCalledTimes(1);
  });

  it('lets a refused sync pass without an unhandled rejection', async () => {
    const refused = Promise.reject(new Error('token too old'));
    vi.mocked(syncSessionCookie).mockReturnValue(refused);
    renderHook(() => useSessionCookieSync({} as Auth));
    report(null);
    report(holding('signed-in'));
    await waitFor(() => expect(syncSessionCookie).toHaveBeenCalled());
    await expect(refused).rejects.toThrow('token too old');
  });
});
