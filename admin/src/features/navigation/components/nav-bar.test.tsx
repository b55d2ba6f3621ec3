import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { Role, WorkspaceType } from '@shared/constants';
import type { Workspace } from '@shared/schemas/workspaces';
import type { Environment } from '@/lib/environment';
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

function renderNav(
  props: Partial<NavBarProps> & { role?: Role; type?: WorkspaceType; inWorkspace?: boolean; isOperator?: boolean } = {},
) {
  const { role = 'admin', type = 'business', inWorkspace = true, isOperator = false, ...rest } = props;
  return renderWithProviders(
    <NavBar
      environment="local"
      workspace={inWorkspace ? { workspace: workspace(type), role } : null}
      account={{
        userId: 'u1',
        email: 'ada@example.com',
        displayName: 'Ada Admin',
        isOperator,
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
  it.each<[Role, WorkspaceType, string[], boolean]>([
    ['admin', 'business', ['Pending corrections 0', 'Accessibility requests 0'], true],
    ['content-manager', 'business', ['Pending corrections 0', 'Accessibility requests 0'], false],
    ['transcript-editor', 'business', ['Pending corrections 0'], false],
    ['viewer', 'business', [], false],
    ['admin', 'other', [], true],
    ['content-manager', 'other', [], false],
  ])('a %s in a %s workspace: notifications %j, workspace settings %s', async (role, type, queues, settings) => {
    const user = userEvent.setup();
    renderNav({ role, type });
    const notifications = screen.queryByRole('button', { name: /^Notifications/ });
    expect(notifications !== null).toBe(queues.length > 0);
    if (notifications) {
      await user.click(notifications);
      const menu = await screen.findByRole('menu');
      expect(within(menu).getAllByRole('menuitem')).toHaveLength(queues.length);
      for (const name of queues) expect(await within(menu).findByRole('menuitem', { name })).toBeInTheDocument();
      await user.keyboard('{Escape}');
    }
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Workspace settings' }) !== null).toBe(settings);
  });

  it('asks for the counts only of the queues the caller works on, with the badge limit', async () => {
    renderNav({ role: 'transcript-editor' });
    await screen.findByRole('button', { name: 'Notifications' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls).toEqual(['/api/list_proposed_corrections?workspaceId=w1&limit=20']);
  });

  it('adds the queues up on one Notifications button, 20+ when a queue is full, and lists each count', async () => {
    const item = { id: 'x', fileId: 'f', fileName: 'F', status: 'pending', createdAt: '' };
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('list_proposed_corrections')
        ? json({ corrections: Array(3).fill(item), nextCursor: null })
        : json({ requests: Array(7).fill(item), nextCursor: null }),
    );
    const user = userEvent.setup();
    renderNav();
    const button = await screen.findByRole('button', { name: 'Notifications 10 pending' });
    // The visible words start the name (WCAG 2.5.3).
    expect(button).toHaveTextContent(/^Notifications 10/);
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'Pending corrections 3' })).toHaveAttribute(
      'href',
      '/workspaces/w1/corrections',
    );
    expect(screen.getByRole('menuitem', { name: 'Accessibility requests 7' })).toHaveAttribute(
      'href',
      '/workspaces/w1/requests',
    );
  });

  it('shows 20+ when a queue has a full page', async () => {
    const item = { id: 'x', fileId: 'f', fileName: 'F', status: 'pending', createdAt: '' };
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('list_proposed_corrections')
        ? json({ corrections: Array(20).fill(item), nextCursor: 'n' })
        : json({ requests: Array(2).fill(item), nextCursor: null }),
    );
    renderNav();
    expect(await screen.findByRole('button', { name: 'Notifications 20+ pending' })).toBeInTheDocument();
  });

  it('shows no count and does not break when the count endpoints are missing', async () => {
    fetchMock.mockImplementation(async () => json({ error: { code: 'not_found', message: 'No' } }, 404));
    renderNav();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('pending-count')).not.toBeInTheDocument();
    // Unknown is not zero: the queues are listed without a number.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('menuitem', { name: 'Pending corrections' })).toHaveTextContent(/^Pending corrections$/);
  });

  it('labels its buttons with words, and has no more than the search, notifications, help and account', () => {
    renderNav({ environment: 'production' });
    const bar = screen.getByRole('banner');
    const buttons = within(bar).getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.replace(/\d+\+? ?(pending)?$/, '').trim())).toEqual([
      'Notifications',
      'Help',
      'Account',
    ]);
    expect(within(bar).getByRole('searchbox', { name: 'Search transcripts' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Workspace settings' })).toBeNull();
  });

  it('names every button by the word it shows first (WCAG 2.5.3)', async () => {
    renderNav();
    await screen.findByRole('button', { name: 'Notifications' });
    for (const button of within(screen.getByRole('banner')).getAllByRole('button')) {
      const word = button.textContent!.trim().split(/\s+/)[0]!;
      expect(button).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${word}`)));
    }
  });

  it('reaches search, every menu, the tabs and Refer & earn by Tab, in reading order, and opens the notifications by keyboard', async () => {
    const user = userEvent.setup();
    renderNav();
    const bar = screen.getByRole('banner');
    const stops = [
      within(bar).getByRole('searchbox', { name: 'Search transcripts' }),
      screen.getByRole('button', { name: /^Notifications/ }),
      screen.getByRole('button', { name: 'Feature flags' }),
      screen.getByRole('button', { name: 'Help' }),
      screen.getByRole('button', { name: 'Account menu' }),
      ...within(screen.getByRole('navigation', { name: 'Workspace' })).getAllByRole('link'),
      screen.getByRole('link', { name: 'Refer & earn' }),
    ];
    screen.getByRole('link', { name: 'Media Access' }).focus();
    for (const stop of stops) {
      await user.tab();
      expect(stop).toHaveFocus();
    }

    stops[1]!.focus();
    await user.keyboard('{Enter}');
    const queues = await screen.findByRole('group', { name: 'Waiting for review' });
    await vi.waitFor(() =>
      expect(within(queues).getByRole('menuitem', { name: 'Pending corrections 0' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(queues).getByRole('menuitem', { name: 'Accessibility requests 0' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(stops[1]).toHaveFocus();
  });

  it('groups the account menu: the workspaces with Create a workspace, then the person’s own pages', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const workspaces = screen.getByRole('group', { name: 'Workspaces' });
    expect(within(workspaces).getByRole('menuitemradio', { name: /^Acme/ })).toBeChecked();
    expect(within(workspaces).getByRole('menuitemradio', { name: /^Beta Org/ })).not.toBeChecked();
    expect(within(workspaces).getByRole('menuitem', { name: 'Create a workspace' })).toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Workspace settings' })).toHaveAttribute(
      'href',
      '/workspaces/w1/settings/general',
    );
    expect(within(workspaces).queryByRole('menuitem', { name: 'Workspace settings' })).toBeNull();
  });

  it.each<[Environment, boolean, boolean]>([
    ['local', false, true],
    ['beta', false, true],
    ['production', false, false],
    ['production', true, true],
  ])('on %s (operator: %s) the feature flags menu shows: %s', (environment, isOperator, shown) => {
    renderNav({ environment, isOperator });
    expect(screen.queryByRole('button', { name: 'Feature flags' }) !== null).toBe(shown);
  });

  it('lets a member create another workspace from the account menu', async () => {
    const user = userEvent.setup();
    renderNav({ role: 'viewer' });
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Create a workspace' })).toHaveAttribute('href', '/workspaces/new');
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

  it('has no workspace tabs, notifications or search outside a workspace', () => {
    renderNav({ inWorkspace: false });
    expect(screen.queryByRole('navigation', { name: 'Workspace' })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('shows Refer & earn only while the referrals flag is on', () => {
    localStorage.setItem('media-access:flag-overrides', JSON.stringify({ referrals: false }));
    renderNav();
    expect(screen.queryByText('Refer & earn')).not.toBeInTheDocument();
  });

  it('offers the operator dashboard to operators only', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.queryByRole('menuitem', { name: 'Operator dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: /Beta Org.*viewer/ })).toBeInTheDocument();
  });

  it('shows the operator dashboard item to an operator', async () => {
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
    expect(screen.getByRole('menuitem', { name: 'Operator dashboard' })).toBeInTheDocument();
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
