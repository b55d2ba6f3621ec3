import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { updateFile } from '@shared/api/media';
import { getFilePublishing } from '@shared/api/track-management';
import type { Role } from '@shared/constants';
import type { ManagedFile } from '@shared/schemas/media';
import { FileEmbedPanel } from './file-embed-panel';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/media');
vi.mock('@shared/api/track-management');

afterEach(() => {
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

function renderPanel(role: Role, hasTracks = true, hasDescriptions = false) {
  const onFileChanged = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <FileEmbedPanel
        workspaceId="demo-university"
        fileId="talk"
        role={role}
        hasTracks={hasTracks}
        hasDescriptions={hasDescriptions}
        onFileChanged={onFileChanged}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onFileChanged };
}

describe('FileEmbedPanel', () => {
  it('switching Embeddable on makes saved changes live, and says so', async () => {
    vi.mocked(getFilePublishing)
      .mockResolvedValueOnce({ live: false, embeddable: false, showcases: [] })
      .mockResolvedValueOnce({ live: true, embeddable: true, showcases: [] });
    vi.mocked(updateFile).mockResolvedValue({ file: {} as ManagedFile });
    const { user, onFileChanged } = renderPanel('content-manager');
    expect(
      await screen.findByText('Not live: make the file embeddable or add it to a published showcase.'),
    ).toBeInTheDocument();
    const embeddable = screen.getByRole('switch', { name: 'Embeddable' });
    expect(embeddable).not.toBeChecked();
    await user.click(embeddable);
    expect(await screen.findByText('Saved changes are live in embeds.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Embeddable' })).toBeChecked();
    expect(vi.mocked(updateFile).mock.calls[0]!.slice(1)).toEqual([
      { workspaceId: 'demo-university', fileId: 'talk' },
      { embeddable: true },
    ]);
    await waitFor(() => expect(onFileChanged).toHaveBeenCalled());
  });

  it('a file in a published showcase is live without the switch; editors see no switch', async () => {
    vi.mocked(getFilePublishing).mockResolvedValue({
      live: true,
      embeddable: false,
      showcases: [{ id: 'welcome-week', title: 'Welcome Week' }],
    });
    renderPanel('transcript-editor');
    expect(
      await screen.findByText('Saved changes are live in embeds. In published showcase: Welcome Week.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('Not embeddable on its own.')).toBeInTheDocument();
  });

  it('offers the script tag, iframe and oEmbed URL with copy buttons', async () => {
    vi.mocked(getFilePublishing).mockResolvedValue({ live: true, embeddable: true, showcases: [] });
    const { user } = renderPanel('viewer');
    const origin = window.location.origin;
    const iframeUrl = `${origin}/embed/demo-university/files/talk`;
    expect(await screen.findByLabelText('Script tag')).toHaveTextContent(
      `<script type="module" src="${origin}/sdk/media-access.js"></script> <transcript-embed workspace-id="demo-university" file-id="talk"></transcript-embed>`,
    );
    expect(screen.getByLabelText('Iframe')).toHaveTextContent(
      `<iframe src="${iframeUrl}" title="Media with transcript"`,
    );
    // The listener that lets the frame take its content's height comes with it.
    expect(screen.getByLabelText('Iframe')).toHaveTextContent(`<script async src="${origin}/sdk/iframe-resize.js">`);
    expect(screen.getByLabelText('oEmbed URL')).toHaveTextContent(
      `${origin}/api/oembed?url=${encodeURIComponent(iframeUrl)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy the oEmbed URL snippet' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(`${origin}/api/oembed?url=${encodeURIComponent(iframeUrl)}`);
  });

  it('offers the descriptive transcript page only when the file has descriptions', async () => {
    vi.mocked(getFilePublishing).mockResolvedValue({ live: true, embeddable: true, showcases: [] });
    renderPanel('viewer', true, true);
    const url = `${window.location.origin}/api/embed/workspaces/demo-university/files/talk/descriptive-transcript`;
    expect(await screen.findByLabelText('Descriptive transcript')).toHaveTextContent(url);
    expect(screen.getByRole('link', { name: 'Open the descriptive transcript' })).toHaveAttribute('href', url);
    expect(screen.getByRole('button', { name: 'Copy the Descriptive transcript snippet' })).toBeInTheDocument();
  });

  it('offers no descriptive transcript without a descriptions track', async () => {
    vi.mocked(getFilePublishing).mockResolvedValue({ live: true, embeddable: true, showcases: [] });
    renderPanel('viewer');
    expect(await screen.findByLabelText('Script tag')).toBeInTheDocument();
    expect(screen.queryByLabelText('Descriptive transcript')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the descriptive transcript' })).toBeNull();
  });

  it('shows no snippets while the file has nothing to embed, and says when they come', async () => {
    vi.mocked(getFilePublishing).mockResolvedValue({ live: true, embeddable: true, showcases: [] });
    renderPanel('content-manager', false);
    expect(
      await screen.findByText('The code to put this file on a site appears here once it has captions or a transcript.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Script tag')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Copy/ })).toBeNull();
    // The switch stays: embedding can be allowed ahead of the first track.
    expect(screen.getByRole('switch', { name: 'Embeddable' })).toBeChecked();
  });

  it('pins the script tag to the deployed SDK version with its integrity hash', async () => {
    vi.mocked(getFilePublishing).mockResolvedValue({ live: true, embeddable: true, showcases: [] });
    const integrity = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';
    const fetchManifest = vi.fn(async (_url: string) =>
      Response.json({ version: '1.2.3', major: 'v1', integrity: { 'media-access.js': integrity } }),
    );
    vi.stubGlobal('fetch', fetchManifest);
    renderPanel('viewer');
    const origin = window.location.origin;
    await waitFor(() =>
      expect(screen.getByLabelText('Script tag')).toHaveTextContent(
        `<script type="module" src="${origin}/sdk/1.2.3/media-access.js" integrity="${integrity}" crossorigin="anonymous"></script>`,
      ),
    );
    expect(fetchManifest.mock.calls[0]![0]).toBe('/sdk/manifest.json');
  });
});
