import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { Role, WorkspaceType } from '@shared/constants';
import type { Workspace } from '@shared/schemas/workspaces';
import { renderWithProviders } from '@/testing/providers';
import { NavBar, type NavBarProps } from './nav-bar';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function workspace(type: WorkspaceType): Workspace {
  return {
    workspaceId: 'w1',
    workspaceName: 'Acme',
    type,
    activeIntegrations: [{ platformType: 'youtube' }, { platformType: 'panopto' }, { platformType: 'rev' }],
  };
}

function renderNav(props: Partial<NavBarProps> & { role?: Role; type?: WorkspaceType; inWorkspace?: boolean } = {}) {
  const { role = 'admin', type = 'business', inWorkspace = true, ...rest } = props;
  return renderWithProviders(
    <NavBar
      environment="local"
      workspace={inWorkspace ? { workspace: workspace(type), role } : null}
      account={{
        userId: 'u1',
        email: 'ada@example.com',
        displayName: 'Ada Admin',
        isOperator: false,
        workspaceList: {
          status: 'loaded',
          workspaces: [
            { workspaceId: 'w1', workspaceName: 'Acme', type, role },
            { workspaceId: 'w2', workspaceName: 'Beta Org', type: 'other', role: 'viewer' },
          ],
        },
        currentWorkspaceId: 'w1',
        onSignOut: () => {},
      }}
      {...rest}
    />,
    { path: '/workspaces/w1/files' },
  );
}

let fetchMock: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('list_proposed_corrections')) return json({ corrections: [], nextCursor: null });
    return json({ requests: [], nextCursor: null });
  });
});
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Workspace' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('NavBar gating', () => {
  it.each<[Role, WorkspaceType, boolean, boolean, boolean]>([
    ['admin', 'business', true, true, true],
    ['content-manager', 'business', true, true, false],
    ['transcript-editor', 'business', true, false, false],
    ['viewer', 'business', false, false, false],
    ['admin', 'other', false, false, true],
    ['content-manager', 'other', false, false, false],
  ])('a %s in a %s workspace: bell %s, requests icon %s, settings %s', (role, type, bell, requests, settings) => {
    renderNav({ role, type });
    expect(screen.queryByRole('link', { name: /^Pending corrections/ }) !== null).toBe(bell);
    expect(screen.queryByRole('link', { name: /^Pending accessibility requests/ }) !== null).toBe(requests);
    expect(screen.queryByRole('link', { name: 'Workspace settings' }) !== null).toBe(settings);
  });

  it('asks for the counts only where the icons show, with the badge limit', async () => {
    renderNav({ role: 'transcript-editor' });
    await screen.findByRole('link', { name: 'Pending corrections' });
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toEqual(['/api/list_proposed_corrections?workspaceId=w1&limit=20']);
  });

  it('shows 20+ for a full page and the count below it', async () => {
    const item = { id: 'x', fileId: 'f', fileName: 'F', status: 'pending', createdAt: '' };
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('list_proposed_corrections')
        ? json({ corrections: Array(20).fill(item), nextCursor: 'n' })
        : json({ requests: Array(7).fill(item), nextCursor: null }),
    );
    renderNav();
    expect(await screen.findByRole('link', { name: 'Pending corrections: 20+' })).toHaveTextContent('20+');
    expect(await screen.findByRole('link', { name: 'Pending accessibility requests: 7' })).toBeInTheDocument();
  });

  it('shows no badge and does not break when the count endpoints are missing', async () => {
    fetchMock.mockImplementation(async () => json({ error: { code: 'not_found', message: 'No' } }, 404));
    renderNav();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('link', { name: 'Pending corrections' })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-count')).not.toBeInTheDocument();
  });

  it('integration tabs follow the flags and the active integrations, never rev', () => {
    renderNav();
    expect(tabNames()).toEqual(['Transcripts', 'YouTube', 'Assignments', 'Compliance']);
  });

  it.each<[Role, string[]]>([
    ['admin', ['Transcripts', 'YouTube', 'Assignments', 'Compliance']],
    ['content-manager', ['Transcripts', 'YouTube', 'Assignments', 'Compliance']],
    ['transcript-editor', ['Transcripts', 'YouTube']],
    ['viewer', ['Transcripts', 'YouTube']],
  ])('a %s sees only the tabs they may open: %j', (role, tabs) => {
    renderNav({ role });
    expect(tabNames()).toEqual(tabs);
  });

  it('integration tabs follow flag overrides', () => {
    localStorage.setItem('media-access:flag-overrides', JSON.stringify({ panopto: true, youtube: false, rev: true }));
    renderNav();
    expect(tabNames()).toEqual(['Transcripts', 'Panopto', 'Assignments', 'Compliance']);
  });

  it('has no workspace tabs, bell or search outside a workspace', () => {
    renderNav({ inWorkspace: false });
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pending/ })).not.toBeInTheDocument();
  });

  it('shows Refer & earn only while the referrals flag is on', () => {
    localStorage.setItem('media-access:flag-overrides', JSON.stringify({ referrals: false }));
    renderNav();
    expect(screen.queryByText('Refer & earn')).not.toBeInTheDocument();
  });

  it('offers the Operator Dashboard to operators only', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Operator Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: /Beta Org.*viewer/ })).toBeInTheDocument();
  });

  it('shows the Operator Dashboard item to an operator', async () => {
    const user = userEvent.setup();
    renderNav({
      inWorkspace: false,
      account: {
        userId: 'op',
        email: 'op@example.com',
        displayName: '',
        isOperator: true,
        workspaceList: { status: 'loaded', workspaces: [] },
        currentWorkspaceId: null,
        onSignOut: () => {},
      },
    });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Operator Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('No workspaces yet')).toBeInTheDocument();
  });

  it('switching workspace updates the last-workspace cache', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitemradio', { name: /Beta Org/ }));
    expect(localStorage.getItem('media-access:last-workspace:u1')).toBe('"w2"');
  });

  it('shows the environment badge only off production', () => {
    renderNav({ environment: 'beta' });
    expect(screen.getByText('BETA')).toBeInTheDocument();
  });
});
