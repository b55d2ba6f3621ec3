import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importPlatformItems, listPlatformItems } from '@shared/api/platforms';
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-debounced-search';
import { listing, makeItem, outageError, reconnectError, renderPlatformPage, WORKSPACE } from '../testing';
import { PlatformBrowser } from './platform-browser';
import { axeViolations } from '@/testing/axe-violations';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/platforms');

afterEach(() => {
  vi.resetAllMocks();
  vi.useRealTimers();
});

const lecture1 = makeItem({ id: 'vid1', title: 'Lecture 1', captions: 2 });
const lecture2 = makeItem({
  id: 'vid2',
  title: 'Lecture 2',
  durationMs: 3_723_000,
  thumbnailUrl: null,
  imported: { fileId: 'file-2', status: 'processing', tracks: 2 },
});
const lecture3 = makeItem({ id: 'vid3', title: 'Lecture 3', durationMs: null, createdAt: null });
const weekOne = { id: 'PLweekOne', title: 'Week one', itemCount: 2 };

const location = () => screen.getByTestId('location').textContent;
const listCalls = () => vi.mocked(listPlatformItems).mock.calls.map((call) => call[3]);

async function renderAs(role: 'admin' | 'content-manager' | 'viewer' = 'content-manager', path?: string) {
  const result = renderPlatformPage(<PlatformBrowser workspaceId={WORKSPACE} platform="youtube" role={role} />, path);
  return { ...result, user: userEvent.setup() };
}

describe('browsing a platform', () => {
  it('lists each item with its duration, date, captions and library state, and the playlists as folders', async () => {
    vi.mocked(listPlatformItems).mockResolvedValue(listing([lecture1, lecture2, lecture3], { folders: [weekOne] }));
    await renderAs();
    const table = await screen.findByRole('table', { name: 'YouTube media' });
    expect(screen.getByRole('heading', { level: 1, name: 'YouTube' })).toBeInTheDocument();

    const row1 = within(table).getByRole('row', { name: /Lecture 1/ });
    expect(within(row1).getByRole('link', { name: 'Lecture 1' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/files/youtube/vid1`,
    );
    expect(row1).toHaveTextContent('1:30');
    expect(within(row1).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(row1).toHaveTextContent('Not imported');

    const row2 = within(table).getByRole('row', { name: /Lecture 2/ });
    expect(row2).toHaveTextContent('1:02:03');
    expect(within(row2).getByRole('link', { name: 'Lecture 2 in the library' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/files/file-2`,
    );
    expect(row2).toHaveTextContent('Processing · 2 tracks');
    expect(within(table).getByRole('row', { name: /Lecture 3/ })).toHaveTextContent('——');

    const playlists = screen.getByRole('region', { name: 'Playlists' });
    expect(within(playlists).getByRole('link', { name: /Week one/ })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/files/youtube?folder=PLweekOne`,
    );
    expect(screen.getByText('3 items shown')).toHaveAttribute('role', 'status');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a loading skeleton until the platform answers', async () => {
    let answer!: (value: ReturnType<typeof listing>) => void;
    vi.mocked(listPlatformItems).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderAs();
    expect(screen.getByText('Loading YouTube media…')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(async () => answer(listing([lecture1])));
    expect(await screen.findByRole('table', { name: 'YouTube media' })).toBeInTheDocument();
    expect(screen.queryByText('Loading YouTube media…')).not.toBeInTheDocument();
  });

  it('says so when the account has no media', async () => {
    vi.mocked(listPlatformItems).mockResolvedValue(listing([]));
    await renderAs();
    expect(await screen.findByText('There is no media in this YouTube account yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('opens a playlist from the folder list and comes back through the folder path', async () => {
    vi.mocked(listPlatformItems).mockImplementation(async (_c, _w, _p, query) =>
      query?.folderId ? listing([lecture1]) : listing([lecture1, lecture2, lecture3], { folders: [weekOne] }),
    );
    const { user } = await renderAs();
    await user.click(await screen.findByRole('link', { name: /Week one/ }));
    expect(location()).toBe(`/workspaces/${WORKSPACE}/files/youtube?folder=PLweekOne`);
    await screen.findByText('1 item shown');
    expect(listCalls()).toContainEqual({ folderId: 'PLweekOne', query: undefined, cursor: undefined });
    const path = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(path).getByText('Week one')).toHaveAttribute('aria-current', 'page');

    await user.click(within(path).getByRole('link', { name: 'All YouTube media' }));
    expect(location()).toBe(`/workspaces/${WORKSPACE}/files/youtube`);
    expect(await screen.findByText('3 items shown')).toBeInTheDocument();
  });

  it('names the open folder when the page is opened inside it', async () => {
    vi.mocked(listPlatformItems).mockImplementation(async (_c, _w, _p, query) =>
      query?.folderId ? listing([lecture1]) : listing([lecture1, lecture2], { folders: [weekOne] }),
    );
    await renderAs('content-manager', `/workspaces/${WORKSPACE}/files/youtube?folder=PLweekOne`);
    const path = screen.getByRole('navigation', { name: 'Folder path' });
    expect(await within(path).findByText('Week one')).toHaveAttribute('aria-current', 'page');
  });

  it('searches once typing pauses, keeps the search in the address, and says when nothing matches', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(listPlatformItems).mockImplementation(async (_c, _w, _p, query) =>
      query?.query ? listing([]) : listing([lecture1, lecture2]),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPlatformPage(<PlatformBrowser workspaceId={WORKSPACE} platform="youtube" role="viewer" />);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search YouTube' }), 'quantum');
    expect(listCalls().filter((q) => q?.query)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(location()).toBe(`/workspaces/${WORKSPACE}/files/youtube?q=quantum`);
    expect(await screen.findByText('Nothing on YouTube matches “quantum”.')).toBeInTheDocument();
    expect(listCalls().filter((q) => q?.query)).toEqual([{ folderId: undefined, query: 'quantum', cursor: undefined }]);
  });

  it('loads the next page with the platform’s cursor and moves focus to the first new item', async () => {
    vi.mocked(listPlatformItems).mockImplementation(async (_c, _w, _p, query) =>
      query?.cursor === 'page-2' ? listing([lecture3]) : listing([lecture1, lecture2], { nextCursor: 'page-2' }),
    );
    const { user } = await renderAs();
    expect(await screen.findByText('2 items shown, more available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('3 items shown')).toBeInTheDocument();
    expect(listCalls().at(-1)).toEqual({ folderId: undefined, query: undefined, cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Lecture 3' })).toHaveFocus());
  });
});

describe('when the platform cannot be read', () => {
  it('offers Reconnect, leading to the integrations settings, for a revoked connection', async () => {
    vi.mocked(listPlatformItems).mockRejectedValue(reconnectError());
    await renderAs();
    expect(await screen.findByText('The connection to YouTube needs to be renewed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reconnect YouTube' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/settings/integrations`,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('names the platform during an outage, and Retry lists it once it is back', async () => {
    vi.mocked(listPlatformItems)
      .mockRejectedValueOnce(outageError())
      .mockResolvedValue(listing([lecture1]));
    const { user } = await renderAs();
    expect(await screen.findByText('YouTube is not answering right now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'YouTube media' })).toBeInTheDocument();
    expect(screen.queryByText('YouTube is not answering right now')).not.toBeInTheDocument();
  });

  it('says the platform is not connected when the workspace has no stored connection', async () => {
    const { ApiError } = await import('@shared/api/client');
    vi.mocked(listPlatformItems).mockRejectedValue(
      new ApiError(404, { error: { code: 'not_found', message: 'YouTube is not connected to this workspace' } }),
    );
    await renderAs();
    expect(await screen.findByText('YouTube is not connected to this workspace.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect it in the workspace settings' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/settings/integrations`,
    );
  });
});

describe('importing', () => {
  it('imports the selected items, announces each result, focuses the results and shows them imported', async () => {
    vi.mocked(listPlatformItems).mockResolvedValue(listing([lecture1, lecture2, lecture3]));
    vi.mocked(importPlatformItems).mockResolvedValue({
      imports: [
        { itemId: 'vid1', fileId: 'file-1', status: 'queued' },
        { itemId: 'vid3', fileId: null, status: 'failed', error: 'YouTube answered 503' },
      ],
    });
    const { user } = await renderAs();
    await screen.findByRole('table');
    const bar = screen.getByRole('region', { name: 'Import' });
    expect(within(bar).getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Lecture 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lecture 3' }));
    expect(bar).toHaveTextContent('2 items selected');
    await user.click(within(bar).getByRole('checkbox', { name: 'Also import captions' }));
    vi.mocked(listPlatformItems).mockResolvedValue(
      listing([{ ...lecture1, imported: { fileId: 'file-1', status: 'queued', tracks: 0 } }, lecture2, lecture3]),
    );
    await user.click(within(bar).getByRole('button', { name: 'Import' }));

    expect(importPlatformItems).toHaveBeenCalledWith({}, WORKSPACE, 'youtube', {
      itemIds: ['vid1', 'vid3'],
      captions: false,
    });
    const heading = await screen.findByRole('heading', { name: 'Import results' });
    expect(heading).toHaveFocus();
    const results = heading.closest('section')!;
    expect(results).toHaveTextContent('Lecture 1: Importing');
    expect(within(results).getByRole('link', { name: 'Open Lecture 1 in the library' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/files/file-1`,
    );
    expect(results).toHaveTextContent('Lecture 3: Failed — YouTube answered 503');
    expect(screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite')).toHaveTextContent(
      'Lecture 1: Importing. Lecture 3: Failed (YouTube answered 503).',
    );
    // The listing is asked again and shows the new file; the failed item stays selected to try again.
    expect(await screen.findByRole('link', { name: 'Lecture 1 in the library' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Lecture 3' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Lecture 1' })).not.toBeChecked();
  });

  it('selects every loaded item at once', async () => {
    vi.mocked(listPlatformItems).mockResolvedValue(listing([lecture1, lecture2, lecture3]));
    const { user } = await renderAs('admin');
    await user.click(await screen.findByRole('checkbox', { name: 'Select all loaded items' }));
    expect(screen.getByRole('region', { name: 'Import' })).toHaveTextContent('3 items selected');
  });

  it('lets viewers browse without selecting or importing', async () => {
    vi.mocked(listPlatformItems).mockResolvedValue(listing([lecture1, lecture2]));
    await renderAs('viewer');
    await screen.findByRole('table');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lecture 1' })).toBeInTheDocument();
  });
});
