import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/providers';
import { AccountMenu, type WorkspaceListState } from './account-menu';

async function openMenu(workspaceList: WorkspaceListState) {
  renderWithProviders(
    <AccountMenu
      userId="u1"
      email="ada@example.com"
      displayName="Ada Admin"
      isOperator={false}
      workspaceList={workspaceList}
      currentWorkspaceId="w1"
      settingsPath={null}
      onSignOut={() => {}}
    />,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.getByRole('group', { name: 'Workspaces' });
}

describe('AccountMenu, the workspace list', () => {
  it('says the workspaces are loading, with nothing to choose yet', async () => {
    const list = await openMenu({ status: 'loading' });
    expect(list).toHaveTextContent('Loading workspaces…');
    expect(screen.getByRole('menuitem', { name: 'Loading workspaces…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('menuitemradio')).not.toBeInTheDocument();
  });

  it('says when the workspaces could not be loaded', async () => {
    await openMenu({ status: 'error' });
    expect(screen.getByRole('menuitem', { name: 'Your workspaces could not be loaded' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByRole('menuitemradio')).not.toBeInTheDocument();
  });

  it('lists the loaded workspaces with the current one checked', async () => {
    await openMenu({
      status: 'loaded',
      workspaces: [
        { workspaceId: 'w1', workspaceName: 'Acme', type: 'business', role: 'admin' },
        { workspaceId: 'w2', workspaceName: 'Beta Org', type: 'other', role: 'viewer' },
      ],
    });
    expect(screen.getByRole('menuitemradio', { name: /Acme/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: /Beta Org/ })).toHaveAttribute('aria-checked', 'false');
  });
});
