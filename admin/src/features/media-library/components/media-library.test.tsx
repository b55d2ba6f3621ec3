import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkUpdateFiles, listFiles, updateFile } from '@shared/api/media';
import { toast } from '@/components/ui/toast';
import { apiClient } from '@/lib/api-client';
import { giveElementsHeight, makeFile, page, renderLibrary, WORKSPACE } from '../testing';
import { MediaLibrary } from './media-library';

vi.mock('@/lib/api-client', () => ({ apiClient: { request: vi.fn() } }));
vi.mock('@/lib/firebase', () => ({ getIdToken: vi.fn(async () => 'token') }));
vi.mock('@shared/api/media');

const moon = makeFile({
  id: 'moon',
  name: 'Moon speech',
  tracks: [
    { language: 'en', kind: 'captions' },
    { language: 'es', kind: 'subtitles' },
  ],
  labels: [{ id: 'l-1', name: 'Urgent', color: '#cc0000' }],
  openAssignments: 2,
});
const eagle = makeFile({ id: 'eagle', name: 'Eagle has landed', durationMs: 42_000, tracks: [] });
const broken = makeFile({
  id: 'broken',
  name: 'Broken clip',
  status: 'failed',
  error: 'Not a media file: it is a PDF',
  durationMs: null,
});

beforeAll(() => giveElementsHeight());

// Uppy's dashboard watches its size; jsdom has no layout to watch.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => {
  vi.mocked(listFiles).mockResolvedValue(page([moon, eagle, broken]));
});

afterEach(() => {
  vi.resetAllMocks();
  vi.useRealTimers();
  toast.clear();
});

const lastListQuery = () => vi.mocked(listFiles).mock.lastCall?.[1];
const location = () => screen.getByTestId('location').textContent;

async function renderAs(role: 'admin' | 'content-manager' | 'transcript-editor' | 'viewer', path?: string) {
  const result = renderLibrary(<MediaLibrary workspaceId={WORKSPACE} role={role} />, path);
  await screen.findByRole('table', { name: 'Files' });
  return { ...result, user: userEvent.setup() };
}

describe('the files table', () => {
  it('shows each file’s name, duration, tracks, state, labels and open assignments, and how many files there are', async () => {
    await renderAs('viewer');
    const table = screen.getByRole('table', { name: 'Files' });
    expect(table).toHaveAttribute('aria-rowcount', '4');
    // The count is a status, so a change (a search, a filter) is announced.
    expect(screen.getByText('3 files')).toHaveAttribute('role', 'status');

    const row = screen.getByRole('link', { name: 'Moon speech' }).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Moon speech' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/files/moon`,
    );
    expect(within(row).getByText('17:45')).toBeInTheDocument();
    expect(within(row).getByRole('list', { name: 'Tracks' })).toHaveTextContent('en · captions');
    expect(within(row).getByRole('list', { name: 'Tracks' })).toHaveTextContent('es · subtitles');
    expect(within(row).getByRole('list', { name: 'Labels' })).toHaveTextContent('Urgent');
    expect(within(row).getByText('Ready')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();

    const failed = screen.getByRole('link', { name: 'Broken clip' }).closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Not a media file: it is a PDF')).toBeInTheDocument();
    // Readers see why it failed but cannot retry.
    expect(within(failed).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(lastListQuery()).toMatchObject({ workspaceId: WORKSPACE, sort: '-updated', limit: 50 });
  });

  it('shows processing with a progress bar and lets a manager retry a failed file', async () => {
    vi.mocked(listFiles).mockResolvedValue(
      page([makeFile({ id: 'p', name: 'Lecture', status: 'processing' }), broken]),
    );
    vi.mocked(apiClient.request).mockResolvedValue({});
    const { user } = await renderAs('content-manager');
    expect(screen.getByRole('progressbar', { name: 'Processing Lecture' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry processing Broken clip' }));
    expect(apiClient.request).toHaveBeenCalledWith('POST', `/workspaces/${WORKSPACE}/files/broken/retry`, {
      signal: undefined,
    });
  });

  it('sorts by a column header, keeps the order in the address and marks it with aria-sort', async () => {
    const { user } = await renderAs('viewer');
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /Updated/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: 'name' }));
    expect(location()).toBe(`/workspaces/${WORKSPACE}/files?sort=name`);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ sort: '-name' }));
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches by name after typing pauses, and keeps the search in the address', async () => {
    const { user } = await renderAs('viewer');
    const calls = vi.mocked(listFiles).mock.calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'moon');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ q: 'moon' }));
    // One search for the whole word, not one per keystroke.
    expect(vi.mocked(listFiles).mock.calls.length).toBe(calls + 1);
    expect(location()).toBe(`/workspaces/${WORKSPACE}/files?q=moon`);
  });

  it('starts from the search and filters in the address (reload, back) and filters by state', async () => {
    const { user } = await renderAs('viewer', `/workspaces/${WORKSPACE}/files?q=eagle&status=failed&language=es`);
    expect(screen.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('eagle');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('failed');
    expect(lastListQuery()).toMatchObject({ q: 'eagle', status: 'failed', language: 'es' });
    expect(screen.getByText('3 files match')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Ready');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ status: 'ready' }));
    expect(location()).toContain('status=ready');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Label' }), 'Urgent');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ labelId: 'l-1' }));
  });

  it('says when nothing matches and clears the filters', async () => {
    vi.mocked(listFiles).mockResolvedValue(page([]));
    const user = userEvent.setup();
    renderLibrary(<MediaLibrary workspaceId={WORKSPACE} role="viewer" />, `/workspaces/${WORKSPACE}/files?q=zzz`);
    await user.click(await screen.findByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(location()).toBe(`/workspaces/${WORKSPACE}/files`));
    expect(screen.queryByText('No media yet')).toBeInTheDocument();
  });
});

describe('an empty workspace', () => {
  it('teaches a manager how to add media: button, drop zone, examples', async () => {
    vi.mocked(listFiles).mockResolvedValue(page([]));
    const user = userEvent.setup();
    renderLibrary(<MediaLibrary workspaceId="empty-workspace" role="admin" />);
    expect(await screen.findByRole('heading', { name: 'No media yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'embedding examples' })).toHaveAttribute('href', '/examples/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    const wav = new File(['RIFF'], 'talk.wav', { type: 'audio/wav' });
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [wav] } });
    const dialog = await screen.findByRole('dialog', { name: 'Add media' });
    // The dropped file is already in the uploader's dashboard.
    expect(await within(dialog).findByText('talk.wav')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Add media' }));
    expect(await screen.findByRole('dialog', { name: 'Add media' })).toBeInTheDocument();
  });

  it('tells a viewer who can add media, without upload controls', async () => {
    vi.mocked(listFiles).mockResolvedValue(page([]));
    renderLibrary(<MediaLibrary workspaceId={WORKSPACE} role="viewer" />);
    expect(
      await screen.findByText('Ask an admin or content manager of this workspace to add media.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add media' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('drop-zone')).not.toBeInTheDocument();
  });
});

describe('actions by role', () => {
  it('gives a viewer only Open: no Add media, no selection, no rename or delete', async () => {
    const { user } = await renderAs('viewer');
    expect(screen.queryByRole('button', { name: 'Add media' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Moon speech' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open']);
  });

  it('lets a transcript editor read only, too', async () => {
    await renderAs('transcript-editor');
    expect(screen.queryByRole('button', { name: 'Add media' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('lets a content manager rename a file', async () => {
    vi.mocked(updateFile).mockResolvedValue({ file: {} as never });
    const { user } = await renderAs('content-manager');
    expect(screen.getByRole('button', { name: 'Add media' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Moon speech' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename file' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Rice University speech');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(updateFile).toHaveBeenCalledWith(
      apiClient,
      { workspaceId: WORKSPACE, fileId: 'moon' },
      { name: 'Rice University speech' },
    );
  });

  it('lets an admin make a file embeddable from its menu', async () => {
    vi.mocked(updateFile).mockResolvedValue({ file: {} as never });
    const { user } = await renderAs('admin');
    await user.click(screen.getByRole('button', { name: 'Actions for Eagle has landed' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Allow embedding' }));
    await waitFor(() =>
      expect(updateFile).toHaveBeenCalledWith(
        apiClient,
        { workspaceId: WORKSPACE, fileId: 'eagle' },
        { embeddable: true },
      ),
    );
    expect(await screen.findByText('“Eagle has landed” is embeddable')).toBeInTheDocument();
  });

  it('deletes one file only after a confirmation that says its media goes too', async () => {
    vi.mocked(bulkUpdateFiles).mockResolvedValue({ updated: 1 });
    const { user } = await renderAs('admin');
    await user.click(screen.getByRole('button', { name: 'Actions for Eagle has landed' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Eagle has landed”?' });
    expect(dialog).toHaveTextContent(/uploaded media.*deleted for good/);
    expect(bulkUpdateFiles).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(bulkUpdateFiles).toHaveBeenCalledWith(apiClient, {
        workspaceId: WORKSPACE,
        fileIds: ['eagle'],
        action: 'delete',
      }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});

describe('bulk selection', () => {
  it('selects rows or every loaded row and applies embeddable or delete to them', async () => {
    vi.mocked(bulkUpdateFiles).mockResolvedValue({ updated: 2 });
    const { user } = await renderAs('content-manager');
    await user.click(screen.getByRole('checkbox', { name: 'Select Moon speech' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Broken clip' }));
    const bar = screen.getByRole('region', { name: 'Selected files' });
    expect(bar).toHaveTextContent('2 files selected');
    expect(screen.getByRole('checkbox', { name: 'Select all loaded files' })).toHaveProperty('indeterminate', true);

    await user.click(within(bar).getByRole('button', { name: 'Allow embedding' }));
    await waitFor(() =>
      expect(bulkUpdateFiles).toHaveBeenCalledWith(apiClient, {
        workspaceId: WORKSPACE,
        fileIds: ['moon', 'broken'],
        action: 'set_embeddable',
        embeddable: true,
      }),
    );
    // Done: the selection clears.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected files' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Select all loaded files' }));
    expect(screen.getByRole('region', { name: 'Selected files' })).toHaveTextContent('3 files selected');
    await user.click(
      within(screen.getByRole('region', { name: 'Selected files' })).getByRole('button', { name: 'Delete…' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 files?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(bulkUpdateFiles).toHaveBeenLastCalledWith(apiClient, {
        workspaceId: WORKSPACE,
        fileIds: ['moon', 'eagle', 'broken'],
        action: 'delete',
      }),
    );
  });
});

describe('many files', () => {
  it('renders only the rows in view of 10,000 and tells assistive technology the full count', async () => {
    const files = Array.from({ length: 2000 }, (_, i) => makeFile({ id: `f${i}`, name: `Lecture ${i + 1}` }));
    vi.mocked(listFiles).mockResolvedValue(page(files, 10_000, null));
    await renderAs('admin');
    const table = screen.getByRole('table', { name: 'Files' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rows = within(table)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('aria-rowindex'));
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByText('10,000 files')).toBeInTheDocument();
  });

  it('fetches the next page with the server’s cursor as the end of the loaded rows comes into view', async () => {
    const first = Array.from({ length: 25 }, (_, i) => makeFile({ id: `a${i}`, name: `First ${i}` }));
    const second = Array.from({ length: 25 }, (_, i) => makeFile({ id: `b${i}`, name: `Second ${i}` }));
    vi.mocked(listFiles).mockImplementation(async (_client, query) =>
      query.cursor === 'page-2' ? page(second, 50, null) : page(first, 50, 'page-2'),
    );
    await renderAs('viewer');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ cursor: 'page-2', sort: '-updated' }));
    expect(vi.mocked(listFiles)).toHaveBeenCalledTimes(2);
  });
});

describe('live state', () => {
  it('polls while a file is processing and announces its new state politely', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(listFiles)
      .mockResolvedValueOnce(page([makeFile({ id: 'up', name: 'talk.wav', status: 'processing' })]))
      .mockResolvedValue(page([makeFile({ id: 'up', name: 'talk.wav', status: 'ready' })]));
    renderLibrary(<MediaLibrary workspaceId={WORKSPACE} role="viewer" />);
    await screen.findByRole('progressbar', { name: 'Processing talk.wav' });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByText('talk.wav: Ready')).toHaveAttribute('aria-live', 'polite');
    // Nothing is processing any more: no further polling.
    const calls = vi.mocked(listFiles).mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(vi.mocked(listFiles).mock.calls.length).toBe(calls);
  });
});
