import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { getFileRenders } from '@shared/api/jobs';
import type { TrackSummary } from '@shared/schemas/embed';
import type { FileRender } from '@shared/schemas/jobs';
import { apiClient } from '@/lib/api-client';
import { mediaJobsKeys } from '../api/keys';
import { FileRenders } from './file-renders';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/jobs');

const TRACKS: TrackSummary[] = [
  { id: 't-en', language: 'en', kind: 'captions', label: 'English' },
  { id: 't-ad', language: 'en', kind: 'descriptions', label: 'English AD' },
  { id: 't-es', language: 'es', kind: 'subtitles', label: 'Español' },
];
const made = (trackId: string, kind: FileRender['kind'], finishedAt = '2026-11-20T10:00:00.000Z'): FileRender => ({
  trackId,
  kind,
  jobId: `job-${trackId}-${kind}`,
  finishedAt,
  bytes: 1000,
});

afterEach(() => vi.resetAllMocks());

// jsdom cannot compute colours or layout; contrast is covered by the shared tokens and the e2e axe run.
async function violations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function renderList(tracks: TrackSummary[] = TRACKS) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <FileRenders workspaceId="demo-university" fileId="moon" tracks={tracks} />
    </QueryClientProvider>,
  );
  const loaded = () =>
    waitFor(() =>
      expect(queryClient.getQueryState(mediaJobsKeys.renders('demo-university', 'moon'))?.status).toBe('success'),
    );
  return { ...view, loaded };
}

describe('FileRenders', () => {
  it('lists each track’s renders with the links the media routes serve, their download names and when they were made', async () => {
    vi.mocked(getFileRenders).mockResolvedValue({
      renders: [
        made('t-es', 'voiceover'),
        made('t-ad', 'extended_video', '2026-11-21T09:30:00.000Z'),
        made('t-ad', 'described_audio'),
      ],
    });
    renderList();
    const section = await screen.findByRole('region', { name: 'Renders' });
    expect(getFileRenders).toHaveBeenCalledWith(apiClient, 'demo-university', 'moon', expect.anything());

    const items = within(section).getAllByRole('heading', { level: 3 });
    expect(items.map((h) => h.textContent)).toEqual(['English AD', 'Español']);
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('download')])).toEqual([
      ['Download the described audio (M4A)', '/api/media/moon/described-audio/t-ad', 'described-audio-t-ad.m4a'],
      ['Download the extended video (MP4)', '/api/media/moon/extended-video/t-ad', 'extended-video-t-ad.mp4'],
      ['Listen to the voiceover', '/api/media/moon/voiceover/t-es', null],
    ]);
    // Which track a link is of, for someone who reaches it by tabbing.
    expect(links[0]).toHaveAccessibleDescription('English AD');
    expect(section.querySelectorAll('time')).toHaveLength(3);
    expect(section.querySelector('time[datetime="2026-11-21T09:30:00.000Z"]')).not.toBeNull();
    expect(await violations()).toEqual([]);
  });

  it('shows nothing when the file has no renders, or only renders of tracks deleted since', async () => {
    vi.mocked(getFileRenders).mockResolvedValue({ renders: [] });
    const first = renderList();
    await first.loaded();
    expect(screen.queryByRole('region', { name: 'Renders' })).toBeNull();
    first.unmount();

    vi.mocked(getFileRenders).mockResolvedValue({ renders: [made('t-gone', 'described_audio')] });
    await renderList().loaded();
    expect(screen.queryByRole('region', { name: 'Renders' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when the renders could not be loaded', async () => {
    vi.mocked(getFileRenders).mockRejectedValue(
      new ApiError(500, { error: { code: 'internal', message: 'Database unavailable' } }),
    );
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The renders could not be loaded: Database unavailable');
    expect(await violations()).toEqual([]);
  });
});
