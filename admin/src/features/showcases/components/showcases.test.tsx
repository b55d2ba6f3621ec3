import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { getFile } from '@shared/api/media';
import {
  createShowcase,
  deleteShowcase,
  getShowcase,
  listShowcases,
  publishShowcase,
  setShowcaseFiles,
  unpublishShowcase,
  updateShowcase,
} from '@shared/api/showcases';
import type { Showcase } from '@shared/schemas/showcases';
import { Toaster, toast } from '@/components/ui/toast';
import { renderWithProviders } from '@/testing/providers';
import { ShowcaseScreen, ShowcasesScreen } from './showcase-screens';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/showcases', () => ({
  listShowcases: vi.fn(),
  createShowcase: vi.fn(),
  getShowcase: vi.fn(),
  updateShowcase: vi.fn(),
  publishShowcase: vi.fn(),
  unpublishShowcase: vi.fn(),
  setShowcaseFiles: vi.fn(),
  deleteShowcase: vi.fn(),
}));
vi.mock('@shared/api/media', () => ({ getFile: vi.fn(), listFiles: vi.fn() }));

const NAMES: Record<string, string> = { a: 'Apollo landing', g: 'Gettysburg Address', j: 'Moon speech' };
const showcase = (overrides: Partial<Showcase> = {}): Showcase => ({
  id: 's1',
  workspaceId: 'demo-university',
  title: 'Speeches',
  slug: 'speeches',
  description: '',
  published: false,
  options: { search: true, downloads: false, suggestions: true, requests: true, accentColor: '#1a73e8' },
  fileIds: ['g', 'a'],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/workspaces/:workspaceId/settings/showcases" element={<ShowcasesScreen />} />
        <Route path="/workspaces/:workspaceId/settings/showcases/:showcaseId" element={<ShowcaseScreen />} />
      </Routes>
      <Location />
      <Toaster />
    </>,
    { path },
  );
}

beforeEach(() => {
  toast.clear();
  vi.mocked(getFile).mockImplementation(async (_c, { fileId }) => ({ file: { name: NAMES[fileId] } }) as never);
});
afterEach(() => vi.resetAllMocks());

describe('Showcases list', () => {
  it('lists title, file count, published state and update time, and creating opens the new showcase', async () => {
    vi.mocked(listShowcases).mockResolvedValue({
      showcases: [showcase(), showcase({ id: 's2', title: 'Lectures', published: true, fileIds: [] })],
    });
    vi.mocked(createShowcase).mockResolvedValue({ showcase: showcase({ id: 'new1', title: 'Interviews' }) });
    vi.mocked(getShowcase).mockResolvedValue({ showcase: showcase({ id: 'new1', title: 'Interviews' }) });
    renderAt('/workspaces/demo-university/settings/showcases');
    const row = (await screen.findByRole('row', { name: /Speeches/ })) as HTMLElement;
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(row).getByText('Not published')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Lectures/ })).getByText('Published')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create showcase' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(createShowcase).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('New showcase title'), 'Interviews');
    await user.click(screen.getByRole('button', { name: 'Create showcase' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/workspaces/demo-university/settings/showcases/new1'),
    );
    expect(createShowcase).toHaveBeenCalledWith({}, { workspaceId: 'demo-university', title: 'Interviews' });
  });
});

describe('Showcase editor', () => {
  it('shows the files by name in order; removing one saves the rest in the same order', async () => {
    vi.mocked(getShowcase).mockResolvedValue({ showcase: showcase() });
    vi.mocked(setShowcaseFiles).mockResolvedValue({ showcase: showcase({ fileIds: ['a'] }) });
    renderAt('/workspaces/demo-university/settings/showcases/s1');
    const list = await screen.findByRole('list', { name: 'Files in display order' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([expect.stringContaining('Gettysburg Address'), expect.stringContaining('Apollo landing')]),
    );
    // The handles are dnd-kit sortables: keyboard-operable buttons with the instructions as description.
    expect(screen.getByRole('button', { name: 'Move Gettysburg Address' })).toHaveAccessibleDescription(
      /press Space or Enter. Then use the Up and Down arrow keys/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Gettysburg Address' }));
    await waitFor(() =>
      expect(setShowcaseFiles).toHaveBeenCalledWith(
        {},
        { workspaceId: 'demo-university', showcaseId: 's1' },
        { fileIds: ['a'] },
      ),
    );
    expect(await screen.findByText('Removed Gettysburg Address')).toBeInTheDocument();
  });

  it('previews the draft through the preview API, then publishing shows the public embed; unpublishing says CDN caches may serve it for 2 minutes more', async () => {
    vi.mocked(getShowcase).mockResolvedValue({ showcase: showcase() });
    vi.mocked(publishShowcase).mockResolvedValue({
      showcase: showcase({ published: true, updatedAt: '2026-11-22T00:00:00.000Z' }),
    });
    vi.mocked(unpublishShowcase).mockResolvedValue({ showcase: showcase({ updatedAt: '2026-11-22T01:00:00.000Z' }) });
    renderAt('/workspaces/demo-university/settings/showcases/s1');
    expect(await screen.findByRole('heading', { name: 'Draft preview' })).toBeInTheDocument();
    expect(
      screen.getByText(/Only admins and content managers of this workspace see it until you publish/),
    ).toBeInTheDocument();
    const draft = document.querySelector('showcase-embed');
    expect(draft).toHaveAttribute('showcase-id', 's1');
    expect(draft).toHaveAttribute('api-base', `${location.origin}/api/preview/showcases/s1`);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(/copies kept by CDN caches may be served for up to 2 minutes more/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    expect(document.querySelector('showcase-embed')).toHaveAttribute('showcase-id', 's1');
    expect(document.querySelector('showcase-embed')).not.toHaveAttribute('api-base');
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText(/CDN caches within 2 minutes/)).toBeInTheDocument();
  });

  it('saves a new address; one another showcase uses is refused beside the field', async () => {
    vi.mocked(getShowcase).mockResolvedValue({ showcase: showcase() });
    vi.mocked(updateShowcase)
      .mockRejectedValueOnce(
        new ApiError(409, {
          error: {
            code: 'conflict',
            message: 'slug: Another showcase in this workspace already uses the address “taken”',
          },
        }),
      )
      .mockResolvedValueOnce({ showcase: showcase({ slug: 'term-two', updatedAt: '2026-11-22T00:00:00.000Z' }) });
    renderAt('/workspaces/demo-university/settings/showcases/s1');
    const user = userEvent.setup();
    const address = await screen.findByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('speeches');
    await user.clear(address);
    await user.type(address, 'Term Two');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(address).toHaveAccessibleDescription(/Use lowercase letters and digits/);
    expect(updateShowcase).not.toHaveBeenCalled();
    await user.clear(address);
    await user.type(address, 'taken');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText('Another showcase in this workspace already uses the address “taken”'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByRole('textbox', { name: 'Address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'term-two');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(vi.mocked(updateShowcase).mock.calls.at(-1)![2]).toMatchObject({ title: 'Speeches', slug: 'term-two' }),
    );
    expect(await screen.findByRole('textbox', { name: 'Address' })).toHaveValue('term-two');
  });

  it('offers the script tag, iframe URL and oEmbed URL for this showcase', async () => {
    vi.mocked(getShowcase).mockResolvedValue({ showcase: showcase() });
    renderAt('/workspaces/demo-university/settings/showcases/s1');
    // The public link uses the readable slug; the script tag the id, which never changes.
    const iframe = `${location.origin}/embed/demo-university/showcases/speeches`;
    expect(await screen.findByRole('region', { name: 'Embed' })).toBeInTheDocument();
    expect(screen.getByText(iframe)).toBeInTheDocument();
    expect(screen.getByText(`${location.origin}/api/oembed?url=${encodeURIComponent(iframe)}`)).toBeInTheDocument();
    expect(screen.getByText(/<showcase-embed workspace-id="demo-university" showcase-id="s1">/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the iframe url' })).toBeInTheDocument();
    expect(screen.getByText(/<iframe src=".*" title="Media showcase"[^]*\/sdk\/iframe-resize\.js/)).toBeInTheDocument();
  });

  it('deletes from the danger zone, only after confirming, then goes back to the list', async () => {
    vi.mocked(getShowcase).mockResolvedValue({ showcase: showcase() });
    vi.mocked(listShowcases).mockResolvedValue({ showcases: [] });
    vi.mocked(deleteShowcase).mockResolvedValue(undefined);
    renderAt('/workspaces/demo-university/settings/showcases/s1');
    const user = userEvent.setup();
    const danger = await screen.findByRole('region', { name: 'Danger zone' });
    // Last on the page, after the preview: nothing else sits between it and the end.
    const regions = screen.getAllByRole('region');
    expect(regions.at(-1)).toBe(danger);
    await user.click(within(danger).getByRole('button', { name: 'Delete showcase' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Speeches”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(deleteShowcase).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete showcase' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/workspaces/demo-university/settings/showcases'),
    );
    expect(deleteShowcase).toHaveBeenCalledTimes(1);
  });

  it('says so when the showcase does not exist', async () => {
    vi.mocked(getShowcase).mockRejectedValue(
      new ApiError(404, { error: { code: 'not_found', message: 'Showcase not found' } }),
    );
    renderAt('/workspaces/demo-university/settings/showcases/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Showcase not found' })).toBeInTheDocument();
  });
});
