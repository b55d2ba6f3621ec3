import { act, render, screen } from '@testing-library/react';
import { type Auth, onAuthStateChanged, reload, type User } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../hooks/session-context';
import { SessionProvider } from './session-provider';

vi.mock('firebase/auth', () => ({ onAuthStateChanged: vi.fn(), onIdTokenChanged: vi.fn(), reload: vi.fn() }));

function ShowStatus() {
  const session = useSession();
  return (
    <>
      <p>{session.status}</p>
      {session.status === 'error' ? <button onClick={session.retry}>Retry</button> : null}
    </>
  );
}

/** Renders the provider and hands back Firebase's auth-state listener. */
function renderProvider() {
  let listener: ((user: User | null) => void) | undefined;
  vi.mocked(onAuthStateChanged).mockImplementation((_auth, next) => {
    listener = next as (user: User | null) => void;
    return () => {};
  });
  render(
    <SessionProvider auth={{} as Auth}>
      <ShowStatus />
    </SessionProvider>,
  );
  return (user: User | null) => act(() => listener!(user));
}

afterEach(() => vi.resetAllMocks());

describe('SessionProvider', () => {
  it('is loading, never signed out, from the moment a user signs in until the claims are fresh', async () => {
    let finishReload: () => void = () => {};
    vi.mocked(reload).mockReturnValue(new Promise<void>((resolve) => (finishReload = resolve)));
    const user = { getIdTokenResult: vi.fn().mockResolvedValue({ claims: {} }) } as unknown as User;
    const emit = renderProvider();
    emit(null);
    expect(screen.getByText('signedOut')).toBeInTheDocument();

    emit(user);
    expect(screen.getByText('loading')).toBeInTheDocument();

    await act(async () => finishReload());
    expect(screen.getByText('signedIn')).toBeInTheDocument();
    expect(user.getIdTokenResult).toHaveBeenCalledWith(true);
  });

  it('after a failed load, retry tries again at once', async () => {
    vi.mocked(reload).mockRejectedValueOnce(new Error('offline')).mockResolvedValue();
    const user = { getIdTokenResult: vi.fn().mockResolvedValue({ claims: { admin: true } }) } as unknown as User;
    const emit = renderProvider();
    emit(user);
    expect(await screen.findByText('error')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(await screen.findByText('signedIn')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
