import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listWorkspaces } from '@shared/api/workspaces';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SessionContext, type SessionState } from '@/features/auth/hooks/session-context';
import type { Environment } from '@/lib/environment';
import { ClientConfigContext } from '@/lib/client-config';
import { testConfig } from '@/testing/providers';
import { GuestOnly } from './guest-only';
import { HomeRedirect } from './home-redirect';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/workspaces');
const environment = vi.hoisted(() => ({ current: 'local' as Environment }));
vi.mock('@/lib/environment', () => ({ getEnvironment: () => environment.current }));

const loading: SessionState = { status: 'loading' };
const signedOut: SessionState = { status: 'signedOut' };
const member: SessionState = { status: 'signedIn', user: { uid: 'u1' } as never, isOperator: false };
const operator: SessionState = { status: 'signedIn', user: { uid: 'op' } as never, isOperator: true };

/** Every location the router shows, in order, as path + query. */
let visited: string[];
function RecordLocations() {
  const { pathname, search } = useLocation();
  // A layout effect runs in the same commit that draws the page, so a test that has found the page has
  // its location recorded too; a passive effect can still be pending on a busy machine.
  useLayoutEffect(() => {
    visited.push(`${pathname}${search}`);
  }, [pathname, search]);
  return null;
}

const page = (name: string) => <p>{name} page</p>;

function tree(session: SessionState, queryClient: QueryClient, path: string): ReactNode {
  return (
    <ClientConfigContext value={testConfig}>
      <QueryClientProvider client={queryClient}>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={[path]}>
            <RecordLocations />
            <Routes>
              <Route path="/" element={<HomeRedirect />} />
              <Route path="/auth" element={<GuestOnly>{page('Auth')}</GuestOnly>} />
              <Route path="/operator" element={page('Operator')} />
              <Route path="/workspaces/:workspaceId/files" element={<RequireAuth>{page('Files')}</RequireAuth>} />
            </Routes>
          </MemoryRouter>
        </SessionContext>
      </QueryClientProvider>
    </ClientConfigContext>
  );
}

/** Renders at `path` with `session`; the returned function moves the session on, as Firebase would. */
function renderAt(path: string, session: SessionState) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(tree(session, queryClient, path));
  return (next: SessionState) => view.rerender(tree(next, queryClient, path));
}

beforeEach(() => {
  visited = [];
  environment.current = 'local';
  vi.mocked(listWorkspaces).mockResolvedValue({
    workspaces: [{ workspaceId: 'w2', workspaceName: 'Acme', type: 'business', role: 'viewer' }],
  });
});
afterEach(() => vi.resetAllMocks());

describe('while the session loads nothing redirects', () => {
  it.each(['/', '/auth?from=%2Fworkspaces%2Fw1%2Ffiles', '/workspaces/w1/files'])('%s waits', (path) => {
    renderAt(path, loading);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(visited).toEqual([path]);
  });
});

describe('after sign-in', () => {
  it('goes straight from the auth page to `from`', async () => {
    const moveTo = renderAt('/auth?from=%2Fworkspaces%2Fw1%2Ffiles', signedOut);
    expect(screen.getByText('Auth page')).toBeInTheDocument();
    moveTo(loading);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    moveTo(member);
    expect(await screen.findByText('Files page')).toBeInTheDocument();
    expect(visited).toEqual(['/auth?from=%2Fworkspaces%2Fw1%2Ffiles', '/workspaces/w1/files']);
  });

  it('goes straight to the home workspace when there is no `from`, never through /', async () => {
    const moveTo = renderAt('/auth', signedOut);
    moveTo(loading);
    moveTo(member);
    expect(await screen.findByText('Files page')).toBeInTheDocument();
    expect(visited).toEqual(['/auth', '/workspaces/w2/files']);
  });

  it('takes an operator straight to the dashboard', () => {
    const moveTo = renderAt('/auth', signedOut);
    moveTo(operator);
    expect(screen.getByText('Operator page')).toBeInTheDocument();
    expect(visited).toEqual(['/auth', '/operator']);
  });

  it('ignores a `from` that leaves the site', async () => {
    const moveTo = renderAt('/auth?from=%2F%2Fevil.example%2Fphish', signedOut);
    moveTo(member);
    expect(await screen.findByText('Files page')).toBeInTheDocument();
    expect(visited.at(-1)).toBe('/workspaces/w2/files');
  });
});

describe('a signed-out visitor', () => {
  it('on a signed-in page goes to the auth page and keeps where they were going', () => {
    renderAt('/workspaces/w1/files', signedOut);
    expect(screen.getByText('Auth page')).toBeInTheDocument();
    expect(visited).toEqual(['/workspaces/w1/files', '/auth?from=%2Fworkspaces%2Fw1%2Ffiles']);
  });

  it.each<Environment>(['beta', 'local'])('on / goes to the auth page on %s', (env) => {
    environment.current = env;
    renderAt('/', signedOut);
    expect(screen.getByText('Auth page')).toBeInTheDocument();
  });

  it('on / goes to the marketing site in production', () => {
    environment.current = 'production';
    renderAt('/', signedOut);
    expect(screen.getByRole('status')).toHaveTextContent(`Opening ${testConfig.marketingUrl}`);
    expect(screen.getByRole('link', { name: testConfig.marketingUrl })).toHaveAttribute(
      'href',
      testConfig.marketingUrl,
    );
    expect(visited).toEqual(['/']);
  });
});

describe("a member's home while their workspaces load", () => {
  it('says it is loading them and goes nowhere yet', () => {
    vi.mocked(listWorkspaces).mockReturnValue(new Promise(() => {}));
    renderAt('/', member);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your workspaces…');
    expect(visited).toEqual(['/']);
  });

  it('says when they could not be loaded, and goes nowhere', async () => {
    vi.mocked(listWorkspaces).mockRejectedValue(new Error('Failed to fetch'));
    renderAt('/', member);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your workspaces could not be loaded. Reload the page to try again.',
    );
    expect(visited).toEqual(['/']);
  });
});
