import { renderHook } from '@testing-library/react';
import { type Auth, onIdTokenChanged, type User } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { syncSessionCookie } from '@shared/api/session';
import { useSessionCookieSync } from './use-session-cookie-sync';

vi.mock('firebase/auth', () => ({ onIdTokenChanged: vi.fn() }));
vi.mock('@shared/api/session');
vi.mock('@/lib/api-client', () => ({ apiClient: {} }));

afterEach(() => vi.resetAllMocks());

describe('useSessionCookieSync', () => {
  it('asks for a fresh media cookie on every new ID token, and not when signed out', () => {
    let listener: (user: User | null) => void = () => {};
    const unsubscribe = vi.fn();
    vi.mocked(onIdTokenChanged).mockImplementation((_auth, next) => {
      listener = next as (user: User | null) => void;
      return unsubscribe;
    });
    vi.mocked(syncSessionCookie).mockResolvedValue(undefined);
    const { unmount } = renderHook(() => useSessionCookieSync({} as Auth));

    listener({ uid: 'u1' } as User);
    expect(syncSessionCookie).toHaveBeenCalledTimes(1);
    listener({ uid: 'u1' } as User); // the hourly refresh
    expect(syncSessionCookie).toHaveBeenCalledTimes(2);
    listener(null);
    expect(syncSessionCookie).toHaveBeenCalledTimes(2);

    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('lets a refused sync pass without an unhandled rejection', async () => {
    let listener: (user: User | null) => void = () => {};
    vi.mocked(onIdTokenChanged).mockImplementation((_auth, next) => {
      listener = next as (user: User | null) => void;
      return () => {};
    });
    const refused = Promise.reject(new Error('token too old'));
    vi.mocked(syncSessionCookie).mockReturnValue(refused);
    renderHook(() => useSessionCookieSync({} as Auth));
    listener({ uid: 'u1' } as User);
    await expect(refused).rejects.toThrow('token too old');
  });
});
