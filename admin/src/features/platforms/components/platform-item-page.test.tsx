import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFile } from '@shared/api/media';
import {
  getPlatformItem,
  importPlatformCaptions,
  importPlatformItems,
  publishDescribedAudio,
  publishExtendedVideo,
  publishTracks,
} from '@shared/api/platforms';
import type { FileWithTracks } from '@shared/schemas/media';
import { makeItemResponse, outageError, reconnectError, renderPlatformPage, WORKSPACE } from '../testing';
import { PlatformItemPage } from './platform-item-page';
import { axeViolations } from '@/testing/axe-violations';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/platforms');
vi.mock('@shared/api/media');

afterEach(() => vi.resetAllMocks());

const imported = { fileId: 'file-1', status: 'ready' as const, tracks: 2 };
const libraryFile = {
  file: { id: 'file-1', name: 'Lecture 1', status: 'ready' },
  tracks: [
    { id: 'trk-en', language: 'en', kind: 'captions', label: 'English' },
    { id: 'trk-fr', language: 'fr', kind: 'subtitles', label: 'Français' },
  ],
} as unknown as FileWithTracks;

const liveRegion = () => screen.getAllByRole('status').find((s) => s.getAttribute('aria-live') === 'polite')!;

function renderAs(role: 'admin' | 'content-manager' | 'viewer' = 'content-manager') {
  renderPlatformPage(
    <PlatformItemPage workspaceId={WORKSPACE} platform="youtube" itemId="vid1" role={role} />,
    `/workspaces/${WORKSPACE}/files/youtube/vid1`,
  );
  return userEvent.setup();
}

describe('an item not yet in the library', () => {
  it('shows its details and captions on the platform, and Import media brings it in with its captions', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse());
    vi.mocked(importPlatformItems).mockResolvedValue({
      imports: [{ itemId: 'vid1', fileId: 'file-1', status: 'queued' }],
    });
    vi.mocked(getFile).mockResolvedValue(libraryFile);
    const user = renderAs();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lecture 1' })).toBeInTheDocument();
    expect(screen.getByText('1:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Watch on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=vid1',
    );
    expect(screen.getByRole('link', { name: 'All YouTube media' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/files/youtube`,
    );
    const captions = screen.getByRole('list', { name: 'Caption tracks on YouTube' });
    expect(captions).toHaveTextContent('English (en, captions)');
    expect(captions).toHaveTextContent('Français (fr, subtitles)');
    // Captions come in one by one only once the media is in the library.
    expect(within(captions).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('Not imported')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    vi.mocked(getPlatformItem).mockResolvedValue(
      makeItemResponse({ imported: { fileId: 'file-1', status: 'queued', tracks: 0 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Import media' }));
    expect(importPlatformItems).toHaveBeenCalledWith({}, WORKSPACE, 'youtube', { itemIds: ['vid1'], captions: true });
    expect(await screen.findByRole('link', { name: 'Lecture 1 in the library' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/files/file-1`,
    );
    expect(screen.getByRole('heading', { name: 'In the library' })).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('Lecture 1: Importing.');
    expect(screen.queryByRole('button', { name: 'Import media' })).not.toBeInTheDocument();
  });

  it('lets viewers read it without Import media', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse());
    renderAs('viewer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lecture 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import media' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('an imported item', () => {
  it('imports the chosen platform captions as tracks of its file', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse({ imported }));
    vi.mocked(getFile).mockResolvedValue(libraryFile);
    vi.mocked(importPlatformCaptions).mockResolvedValue({
      tracks: [{ captionId: 'capFr', trackId: 'trk-fr2', language: 'fr' }],
    });
    const user = renderAs();
    const captions = await screen.findByRole('list', { name: 'Caption tracks on YouTube' });
    const button = screen.getByRole('button', { name: 'Import captions' });
    expect(button).toBeDisabled();
    await user.click(within(captions).getByRole('checkbox', { name: 'Français (fr, subtitles)' }));
    await user.click(button);
    expect(importPlatformCaptions).toHaveBeenCalledWith({}, WORKSPACE, 'youtube', 'vid1', { captionIds: ['capFr'] });
    expect(await screen.findByText('1 caption track imported (fr).')).toBeInTheDocument();
  });

  it('publishes chosen tracks back with a result per track, and marks a track changed since it was published', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(
      makeItemResponse({
        imported,
        publications: [
          {
            trackId: 'trk-en',
            language: 'en',
            platformCaptionId: 'capEn',
            publishedAt: '2026-11-20T10:00:00.000Z',
            trackVersion: 3,
            changedSincePublished: true,
          },
        ],
      }),
    );
    vi.mocked(getFile).mockResolvedValue(libraryFile);
    vi.mocked(publishTracks).mockResolvedValue({
      results: [
        { trackId: 'trk-en', status: 'published', platformCaptionId: 'capEn' },
        { trackId: 'trk-fr', status: 'failed', error: 'YouTube refused the language' },
      ],
    });
    const user = renderAs();
    const tracks = await screen.findByRole('list', { name: 'Tracks of the library file' });
    const english = within(tracks).getByText('English (en, captions)').closest('li')!;
    expect(english).toHaveTextContent('(version 3)');
    expect(within(english).getByText('Changed since published')).toBeInTheDocument();
    const french = within(tracks).getByText('Français (fr, subtitles)').closest('li')!;
    expect(french).toHaveTextContent('Not published yet');
    expect(within(french).queryByText('Changed since published')).not.toBeInTheDocument();

    await user.click(within(tracks).getByRole('checkbox', { name: 'English (en, captions)' }));
    await user.click(within(tracks).getByRole('checkbox', { name: 'Français (fr, subtitles)' }));
    await user.click(screen.getByRole('button', { name: 'Publish captions back' }));
    expect(publishTracks).toHaveBeenCalledWith({}, WORKSPACE, 'file-1', {
      tracks: [{ trackId: 'trk-en' }, { trackId: 'trk-fr' }],
    });
    const results = await screen.findByRole('list', { name: 'Publish results' });
    expect(results).toHaveTextContent('English (en, captions): Published to YouTube');
    expect(results).toHaveTextContent('Français (fr, subtitles): Failed — YouTube refused the language');
    expect(liveRegion()).toHaveTextContent(
      'English (en, captions): published to YouTube. Français (fr, subtitles): failed (YouTube refused the language).',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('says where a platform takes no captions from us instead of offering Publish', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(
      makeItemResponse({ imported, capabilities: { captionsRead: true, captionsWrite: false } }),
    );
    vi.mocked(getFile).mockResolvedValue(libraryFile);
    renderAs();
    expect(
      await screen.findByText(
        'YouTube does not take captions through its API: export them from the file page and add them in YouTube.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish captions back' })).not.toBeInTheDocument();
  });

  it('shows viewers where it is in the library but nothing to import or publish', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse({ imported }));
    renderAs('viewer');
    expect(await screen.findByRole('link', { name: 'Lecture 1 in the library' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import captions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Publish captions back/ })).not.toBeInTheDocument();
    expect(getFile).not.toHaveBeenCalled();
  });
});

describe('described audio on Mux and Brightcove', () => {
  const withDescriptions = {
    ...libraryFile,
    tracks: [...libraryFile.tracks, { id: 'trk-ad', language: 'en', kind: 'descriptions', label: 'Audio description' }],
  } as unknown as FileWithTracks;

  const renderMux = (role: 'content-manager' | 'viewer' = 'content-manager') => {
    renderPlatformPage(
      <PlatformItemPage workspaceId={WORKSPACE} platform="mux" itemId="vid1" role={role} />,
      `/workspaces/${WORKSPACE}/files/mux/vid1`,
    );
    return userEvent.setup();
  };
  const publishButton = () => screen.findByRole('button', { name: 'Publish to Mux as an audio track' });

  it('publishes a descriptions track as an audio track and announces the track Mux made', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse({ imported }));
    vi.mocked(getFile).mockResolvedValue(withDescriptions);
    vi.mocked(publishDescribedAudio).mockResolvedValue({
      trackId: 'trk-ad',
      renderJobId: 'job-1',
      platformTrackId: 'au1',
      name: 'English (described)',
    });
    const user = renderMux();
    const list = await screen.findByRole('list', { name: 'Descriptions tracks' });
    // Only the descriptions track is offered: captions go through Publish captions back.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const button = await publishButton();
    expect(button).toHaveAccessibleDescription('Audio description (en)');
    expect(await axeViolations()).toEqual([]);
    await user.click(button);
    expect(publishDescribedAudio).toHaveBeenCalledWith({}, WORKSPACE, 'file-1', { trackId: 'trk-ad' });
    const section = screen.getByRole('region', { name: 'Described audio on Mux' });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'The described audio of Audio description was added to Mux as the audio track “English (described)”.',
    );
  });

  it('announces why nothing was published, in the server’s words', async () => {
    const { ApiError } = await import('@shared/api/client');
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse({ imported }));
    vi.mocked(getFile).mockResolvedValue(withDescriptions);
    vi.mocked(publishDescribedAudio).mockRejectedValue(
      new ApiError(409, {
        error: { code: 'conflict', message: 'No described audio has been rendered from this track: render it first' },
      }),
    );
    const user = renderMux();
    await user.click(await publishButton());
    const section = screen.getByRole('region', { name: 'Described audio on Mux' });
    expect(await within(section).findByText(/was not published/)).toHaveTextContent(
      'The described audio of Audio description was not published: No described audio has been rendered from this track: render it first',
    );
  });

  it('offers the same on Brightcove, which takes a descriptive audio track through Dynamic Ingest', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse({ imported }));
    vi.mocked(getFile).mockResolvedValue(withDescriptions);
    vi.mocked(publishDescribedAudio).mockResolvedValue({
      trackId: 'trk-ad',
      renderJobId: 'job-1',
      platformTrackId: 'en_descriptive',
      name: 'English (described)',
    });
    renderPlatformPage(
      <PlatformItemPage workspaceId={WORKSPACE} platform="brightcove" itemId="vid1" role="admin" />,
      `/workspaces/${WORKSPACE}/files/brightcove/vid1`,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Publish to Brightcove as an audio track' }));
    expect(publishDescribedAudio).toHaveBeenCalledWith({}, WORKSPACE, 'file-1', { trackId: 'trk-ad' });
    const section = screen.getByRole('region', { name: 'Described audio on Brightcove' });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'The described audio of Audio description was added to Brightcove as the audio track “English (described)”.',
    );
  });

  it('is not offered where the platform takes no audio tracks (YouTube)', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse({ imported }));
    vi.mocked(getFile).mockResolvedValue(withDescriptions);
    renderAs();
    expect(await screen.findByRole('list', { name: 'Tracks of the library file' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Described audio on/ })).not.toBeInTheDocument();
  });

  it('is not offered to viewers', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse({ imported }));
    renderMux('viewer');
    expect(await screen.findByRole('link', { name: 'Lecture 1 in the library' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Described audio on/ })).not.toBeInTheDocument();
  });
});

describe('the extended version', () => {
  const withDescriptions = {
    ...libraryFile,
    tracks: [...libraryFile.tracks, { id: 'trk-ad', language: 'en', kind: 'descriptions', label: 'Audio description' }],
  } as unknown as FileWithTracks;

  const renderOn = (platform: 'vimeo' | 'mux', role: 'content-manager' | 'viewer' = 'content-manager') => {
    renderPlatformPage(
      <PlatformItemPage workspaceId={WORKSPACE} platform={platform} itemId="vid1" role={role} />,
      `/workspaces/${WORKSPACE}/files/${platform}/vid1`,
    );
    return userEvent.setup();
  };

  it('publishes it as a new Vimeo item and announces it with a link to the new item', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse({ imported }));
    vi.mocked(getFile).mockResolvedValue(withDescriptions);
    vi.mocked(publishExtendedVideo).mockResolvedValue({
      trackId: 'trk-ad',
      renderJobId: 'job-2',
      platformItemId: '76980871',
      link: 'https://vimeo.com/76980871',
      title: 'Lecture 1 (extended audio description)',
    });
    const user = renderOn('vimeo');
    const button = await screen.findByRole('button', { name: 'Publish the extended version to Vimeo' });
    expect(button).toHaveAccessibleDescription('Audio description (en)');
    // Vimeo takes no audio tracks: only the extended version is offered.
    expect(screen.queryByRole('heading', { name: /Described audio on/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(button);
    expect(publishExtendedVideo).toHaveBeenCalledWith({}, WORKSPACE, 'file-1', { trackId: 'trk-ad' });
    const section = screen.getByRole('region', { name: 'Extended version on Vimeo' });
    const status = within(section).getByRole('status');
    expect(await within(status).findByRole('link', { name: /^Watch it on Vimeo/ })).toHaveAttribute(
      'href',
      'https://vimeo.com/76980871',
    );
    expect(status).toHaveTextContent(
      'The extended version of Audio description was published to Vimeo as “Lecture 1 (extended audio description)”, a new item beside this one.',
    );
  });

  it('sits beside the described audio on Mux, and says why nothing was published in the server’s words', async () => {
    const { ApiError } = await import('@shared/api/client');
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse({ imported }));
    vi.mocked(getFile).mockResolvedValue(withDescriptions);
    vi.mocked(publishExtendedVideo).mockRejectedValue(
      new ApiError(409, {
        error: { code: 'conflict', message: 'No extended video has been rendered from this track: render it first' },
      }),
    );
    const user = renderOn('mux');
    expect(await screen.findByRole('button', { name: 'Publish to Mux as an audio track' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish the extended version to Mux' }));
    const section = screen.getByRole('region', { name: 'Extended version on Mux' });
    expect(await within(section).findByText(/was not published/)).toHaveTextContent(
      'The extended version of Audio description was not published: No extended video has been rendered from this track: render it first',
    );
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(publishDescribedAudio).not.toHaveBeenCalled();
  });

  it('is not offered where the platform makes no video from a link (YouTube)', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse({ imported }));
    vi.mocked(getFile).mockResolvedValue(withDescriptions);
    renderAs();
    expect(await screen.findByRole('list', { name: 'Tracks of the library file' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Extended version on/ })).not.toBeInTheDocument();
  });

  it('is not offered to viewers', async () => {
    vi.mocked(getPlatformItem).mockResolvedValue(makeItemResponse({ imported }));
    renderOn('vimeo', 'viewer');
    expect(await screen.findByRole('link', { name: 'Lecture 1 in the library' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Extended version on/ })).not.toBeInTheDocument();
  });
});

describe('when the platform cannot be read', () => {
  it('offers Reconnect for a revoked connection', async () => {
    vi.mocked(getPlatformItem).mockRejectedValue(reconnectError());
    renderAs();
    expect(await screen.findByRole('link', { name: 'Reconnect YouTube' })).toHaveAttribute(
      'href',
      `/workspaces/${WORKSPACE}/settings/integrations`,
    );
  });

  it('names the platform during an outage and Retry loads the item', async () => {
    vi.mocked(getPlatformItem).mockRejectedValueOnce(outageError()).mockResolvedValue(makeItemResponse());
    const user = renderAs();
    expect(await screen.findByText('YouTube is not answering right now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lecture 1' })).toBeInTheDocument();
  });

  it('says what is missing when the item or the connection is not there, without a Retry that cannot help', async () => {
    const { ApiError } = await import('@shared/api/client');
    vi.mocked(getPlatformItem).mockRejectedValue(
      new ApiError(404, { error: { code: 'not_found', message: 'Not found on YouTube' } }),
    );
    renderAs();
    expect(await screen.findByText('Not found on YouTube')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
