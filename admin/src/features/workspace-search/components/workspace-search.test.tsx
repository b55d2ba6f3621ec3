import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchWorkspace } from '@shared/api/workspace-search';
import type { WorkspaceSearchFile } from '@shared/schemas/workspace-search';
import { formatStart, WorkspaceSearch } from './workspace-search';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/workspace-search');

const W = 'demo-university';
const hit = (cueId: string, startMs: number, snippet: string) => ({
  trackId: 't-en',
  cueId,
  startMs,
  language: 'en',
  kind: 'captions' as const,
  snippet,
});
const file = (fileId: string, fileName: string, hits: WorkspaceSearchFile['hits']) => ({ fileId, fileName, hits });

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/workspaces/:workspaceId/search" element={<WorkspaceSearch workspaceId={W} />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.resetAllMocks());

describe('WorkspaceSearch', () => {
  it('searches the query typed, keeps it in the URL and announces the count', async () => {
    vi.mocked(searchWorkspace).mockResolvedValue({
      files: [file('gettysburg', 'Gettysburg Address', [hit('c2', 65_000, 'a new <mark>nation</mark>')])],
      nextCursor: null,
    });
    const user = renderAt(`/workspaces/${W}/search`);
    expect(searchWorkspace).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox', { name: 'Search transcripts' }), 'nation{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result in 1 file'));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('location')).toHaveTextContent(`/workspaces/${W}/search?q=nation`);
    expect(vi.mocked(searchWorkspace).mock.calls[0]!.slice(1, 3)).toEqual([W, { q: 'nation', cursor: undefined }]);
  });

  it('groups hits by file with their times and opens the file at the cue', async () => {
    vi.mocked(searchWorkspace).mockResolvedValue({
      files: [
        file('gettysburg', 'Gettysburg Address', [
          hit('c2', 65_000, 'a new <mark>nation</mark>'),
          hit('c9', 3_725_000, 'this <mark>nation</mark>, under God'),
        ]),
        file('jfk', 'Moon speech', [hit('c4', 9_000, 'a great <mark>nation</mark>')]),
      ],
      nextCursor: null,
    });
    const user = renderAt(`/workspaces/${W}/search?q=nation`);
    const groups = within(await screen.findByRole('list', { name: 'Results by file' })).getAllByRole('heading');
    expect(groups.map((h) => h.textContent)).toEqual(['Gettysburg Address', 'Moon speech']);
    expect(screen.getByRole('status')).toHaveTextContent('3 results in 2 files');
    const first = screen.getByRole('link', { name: /1:05.*a new nation/ });
    expect(screen.getByRole('link', { name: /1:02:05.*this nation/ })).toBeInTheDocument();
    expect(first).toHaveAttribute('href', `/workspaces/${W}/files/gettysburg?t=65000&cue=c2`);
    await user.click(first);
    expect(screen.getByTestId('location')).toHaveTextContent(`/workspaces/${W}/files/gettysburg?t=65000&cue=c2`);
  });

  it('renders marks as elements and escaped text as text, never as HTML', async () => {
    vi.mocked(searchWorkspace).mockResolvedValue({
      files: [file('f', 'F', [hit('c1', 0, '&#60;img src=x onerror=alert(1)&#62; &#38; <mark>rocket</mark>')])],
      nextCursor: null,
    });
    renderAt(`/workspaces/${W}/search?q=rocket`);
    const link = await screen.findByRole('link', { name: /rocket/ });
    expect(link.querySelector('img')).toBeNull();
    expect(link).toHaveTextContent('<img src=x onerror=alert(1)> & rocket');
    expect(within(link).getByText('rocket').tagName).toBe('MARK');
  });

  it('loads more with the cursor, gathering a file met again under its first place', async () => {
    vi.mocked(searchWorkspace)
      .mockResolvedValueOnce({
        files: [file('a', 'Alpha', [hit('a1', 1000, '<mark>moon</mark>')])],
        nextCursor: 'next',
      })
      .mockResolvedValueOnce({
        files: [
          file('b', 'Bravo', [hit('b1', 2000, '<mark>moon</mark>')]),
          file('a', 'Alpha', [hit('a2', 3000, '<mark>moon</mark> again')]),
        ],
        nextCursor: null,
      });
    const user = renderAt(`/workspaces/${W}/search?q=moon`);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result in 1 file, more available'));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 results in 2 files'));
    expect(vi.mocked(searchWorkspace).mock.calls[1]![2]).toEqual({ q: 'moon', cursor: 'next' });
    const [alpha] = screen.getAllByRole('listitem').filter((li) => li.querySelector('h2'));
    expect(within(alpha!).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when nothing matches and shows the query syntax', async () => {
    vi.mocked(searchWorkspace).mockResolvedValue({ files: [], nextCursor: null });
    renderAt(`/workspaces/${W}/search?q=zeppelin`);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for “zeppelin”'));
    expect(screen.getByText('Search syntax')).toBeInTheDocument();
    expect(screen.getByText('nation OR liberty')).toBeInTheDocument();
  });
});

describe('formatStart', () => {
  it('shows minutes and seconds, with hours only when needed', () => {
    expect([formatStart(0), formatStart(65_999), formatStart(3_725_000)]).toEqual(['0:00', '1:05', '1:02:05']);
  });
});
