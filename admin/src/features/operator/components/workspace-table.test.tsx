import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listOperatorWorkspaces } from '@shared/api/operator';
import type { OperatorWorkspaceRow } from '@shared/schemas/operator';
import { WorkspaceTable } from './workspace-table';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/operator');

const row = (workspaceId: string, workspaceName: string, balance = 0): OperatorWorkspaceRow => ({
  workspaceId,
  workspaceName,
  type: 'business',
  members: 2,
  files: 3,
  minutesThisMonth: 4,
  balance,
  createdAt: '2026-01-02T00:00:00.000Z',
});

function renderTable() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WorkspaceTable selectedWorkspaceId="other-co" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.resetAllMocks());

describe('WorkspaceTable', () => {
  it('lists workspaces, links each to its panel and loads more with the cursor', async () => {
    vi.mocked(listOperatorWorkspaces)
      .mockResolvedValueOnce({ workspaces: [row('demo-university', 'Demo University', 120)], nextCursor: 'c1' })
      .mockResolvedValueOnce({ workspaces: [row('other-co', 'Other Co')], nextCursor: null });
    const user = renderTable();
    const link = await screen.findByRole('link', { name: 'Demo University' });
    expect(link).toHaveAttribute('href', '/operator/demo-university');
    expect(within(link.closest('tr')!).getByText('120')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Other Co' })).toBeInTheDocument();
    expect(vi.mocked(listOperatorWorkspaces).mock.calls[1]![1]).toMatchObject({ cursor: 'c1', sort: 'name' });
    expect(screen.getByRole('link', { name: 'Other Co' }).closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 workspaces shown');
  });

  it('searches, sorts by a column and reverses on a second click', async () => {
    vi.mocked(listOperatorWorkspaces).mockResolvedValue({
      workspaces: [row('other-co', 'Other Co')],
      nextCursor: null,
    });
    const user = renderTable();
    await screen.findByRole('link', { name: 'Other Co' });

    await user.type(screen.getByRole('searchbox', { name: 'Search workspaces' }), 'other');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Balance' }));
    expect(screen.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Balance/ }));
    expect(screen.getByRole('columnheader', { name: /Balance/ })).toHaveAttribute('aria-sort', 'descending');

    const queries = vi.mocked(listOperatorWorkspaces).mock.calls.map((call) => call[1]);
    expect(queries).toContainEqual(expect.objectContaining({ q: 'other', sort: 'name' }));
    expect(queries).toContainEqual(expect.objectContaining({ q: 'other', sort: 'balance' }));
    expect(queries.at(-1)).toMatchObject({ q: 'other', sort: '-balance' });
  });
});
