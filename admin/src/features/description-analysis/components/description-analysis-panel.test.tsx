import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { getDescriptionAnalysis } from '@shared/api/description-analysis';
import { orderFileJob } from '@shared/api/engines';
import { getJob } from '@shared/api/jobs';
import { createTrack, getTrackCues } from '@shared/api/media';
import { getTrackVoices } from '@shared/api/track-management';
import { patchTrackCues } from '@shared/api/track-versions';
import type { Role } from '@shared/constants';
import type { DescriptionAnalysis } from '@shared/schemas/description-analysis';
import type { TrackSummary } from '@shared/schemas/embed';
import type { Job } from '@shared/schemas/jobs';
import type { ManagedTrack } from '@shared/schemas/media';
import { DescriptionAnalysisPanel } from './description-analysis-panel';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/description-analysis');
vi.mock('@shared/api/engines');
vi.mock('@shared/api/jobs');
vi.mock('@shared/api/media');
vi.mock('@shared/api/track-versions');
vi.mock('@shared/api/track-management');

afterEach(() => {
  vi.resetAllMocks();
  document.documentElement.classList.remove('dark');
});

const FOUND: DescriptionAnalysis = {
  verdict: 'likely needs AD: on-screen text at 0:03 never spoken',
  likelyNeeded: true,
  reasons: ['on-screen text at 0:03 never spoken'],
  gaps: [{ startMs: 2_100, endMs: 6_500, words: 11 }],
  scenes: [{ atMs: 3_000 }, { atMs: 6_000 }],
  onScreenText: [
    { atMs: 500, text: 'WELCOME', spoken: true },
    { atMs: 3_300, text: 'LIBRARY OPENS MONDAY', spoken: false },
  ],
  ocrUnavailable: null,
  transcriptTrackId: 't-en',
  language: 'en',
  analysedAt: '2026-12-01T10:00:00.000Z',
};
const captions: TrackSummary = { id: 't-en', language: 'en', kind: 'captions', label: 'English' };
const job = (overrides: Partial<Job> = {}): Job => ({
  id: 'job-1',
  workspaceId: 'ws',
  fileId: 'f1',
  kind: 'describe_analysis',
  state: 'queued',
  progress: 0,
  step: null,
  error: null,
  result: null,
  attempts: 0,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  ...overrides,
});

// jsdom cannot compute colours or layout; contrast is covered by the shared tokens and the e2e axe run.
async function violations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function renderPanel(role: Role = 'content-manager', tracks: TrackSummary[] = [captions]) {
  const onDescriptionAdded = vi.fn<(trackId: string, cueId: string) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DescriptionAnalysisPanel
        workspaceId="ws"
        fileId="f1"
        role={role}
        durationMs={9_000}
        tracks={tracks}
        onDescriptionAdded={onDescriptionAdded}
      />
    </QueryClientProvider>,
  );
  return { onDescriptionAdded };
}

describe('DescriptionAnalysisPanel', () => {
  it('shows the verdict, its reasons and everything found in time order, axe-clean in light and dark', async () => {
    vi.mocked(getDescriptionAnalysis).mockResolvedValue(FOUND);
    renderPanel();
    expect(await screen.findByText('Likely needs audio description')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Reasons' })).getByText(FOUND.reasons[0]!)).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'On-screen text',
      'Speech gap',
      'Scene change',
      'On-screen text',
      'Scene change',
    ]);
    expect(rows[1]).toHaveTextContent('0:02–0:06, about 11 words fit at 160 words a minute');
    expect(rows[3]).toHaveTextContent('“LIBRARY OPENS MONDAY”, never spoken');
    expect(await violations()).toEqual([]);
    document.documentElement.classList.add('dark');
    expect(await violations()).toEqual([]);
  });

  it('runs the analysis, follows the job and shows the result when it ends', async () => {
    vi.mocked(getDescriptionAnalysis)
      .mockRejectedValueOnce(new ApiError(404, { error: { code: 'not_found', message: 'Not yet' } }))
      .mockResolvedValue(FOUND);
    vi.mocked(orderFileJob).mockResolvedValue({ job: job() });
    vi.mocked(getJob).mockResolvedValue(job({ state: 'succeeded', progress: 1 }));
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('This video has not been analysed yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run analysis' }));
    expect(orderFileJob).toHaveBeenCalledWith({}, 'ws', 'f1', { kind: 'describe_analysis' });
    expect(await screen.findByText('Done: the video was analysed.')).toBeInTheDocument();
    expect(await screen.findByText('Likely needs audio description')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run the analysis again' })).toBeEnabled());
  });

  it('adds a description prefilled with the text found, making a descriptions track first when there is none', async () => {
    vi.mocked(getDescriptionAnalysis).mockResolvedValue(FOUND);
    const made: TrackSummary = { id: 't-ad', language: 'en', kind: 'descriptions', label: 'Descriptions (en)' };
    vi.mocked(createTrack).mockResolvedValue({ track: made });
    vi.mocked(getTrackCues).mockResolvedValue({ version: 1 } as ManagedTrack);
    vi.mocked(patchTrackCues).mockResolvedValue({ version: 2 } as Awaited<ReturnType<typeof patchTrackCues>>);
    const user = userEvent.setup();
    const { onDescriptionAdded } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Add description here, at 0:03 (on-screen text)' }));
    expect(createTrack).toHaveBeenCalledWith(
      {},
      { workspaceId: 'ws', fileId: 'f1' },
      { language: 'en', kind: 'descriptions', label: 'Descriptions (en)' },
    );
    const [, ref, body] = vi.mocked(patchTrackCues).mock.calls[0]!;
    expect(ref).toEqual({ workspaceId: 'ws', fileId: 'f1', trackId: 't-ad' });
    expect(body).toMatchObject({
      baseVersion: 1,
      upsert: [{ startMs: 3_300, endMs: 5_300, text: 'LIBRARY OPENS MONDAY' }],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Description added at 0:03 in Descriptions (en).');
    expect(onDescriptionAdded).toHaveBeenCalledWith('t-ad', body.upsert![0]!.id);
  });

  it("adds to the file's descriptions track by keyboard, the gap's cue filled with the unspoken text inside it", async () => {
    vi.mocked(getDescriptionAnalysis).mockResolvedValue(FOUND);
    const described: TrackSummary = { id: 't-d', language: 'en', kind: 'descriptions', label: 'AD' };
    vi.mocked(getTrackCues).mockResolvedValue({ version: 4 } as ManagedTrack);
    vi.mocked(patchTrackCues).mockResolvedValue({ version: 5 } as Awaited<ReturnType<typeof patchTrackCues>>);
    const user = userEvent.setup();
    renderPanel('transcript-editor', [captions, described]);
    const add = await screen.findByRole('button', { name: 'Add description here, at 0:02 (speech gap)' });
    add.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Description added at 0:02 in AD.');
    expect(createTrack).not.toHaveBeenCalled();
    expect(vi.mocked(patchTrackCues).mock.calls[0]![2]).toMatchObject({
      baseVersion: 4,
      upsert: [{ startMs: 2_100, endMs: 6_500, text: 'LIBRARY OPENS MONDAY' }],
    });
    // An editor may add cues but not order machine work.
    expect(screen.queryByRole('button', { name: /Run/ })).not.toBeInTheDocument();
  });

  it("counts the words that fit in a gap at the descriptions track's chosen rate", async () => {
    vi.mocked(getDescriptionAnalysis).mockResolvedValue(FOUND);
    vi.mocked(getTrackVoices).mockResolvedValue({ voice: null, speechRate: 120, defaultRate: 160, voices: [] });
    renderPanel('content-manager', [captions, { id: 't-d', language: 'en', kind: 'descriptions', label: 'AD' }]);
    // 4.4 s at 120 words a minute: 8 words, where the default's 160 fit 11.
    const gap = await screen.findByRole('row', { name: /Speech gap/ });
    await waitFor(() => expect(gap).toHaveTextContent('0:02–0:06, about 8 words fit at 120 words a minute'));
    expect(vi.mocked(getTrackVoices).mock.calls[0]![1]).toEqual({ workspaceId: 'ws', fileId: 'f1', trackId: 't-d' });
  });

  it('tells a viewer what was found without offering to change anything, and says how to get OCR', async () => {
    vi.mocked(getDescriptionAnalysis).mockResolvedValue({
      ...FOUND,
      onScreenText: [],
      ocrUnavailable: { reason: 'tesseract is not installed', install: 'sudo apt-get install -y tesseract-ocr' },
    });
    renderPanel('viewer');
    expect(
      await screen.findByText(/On-screen text was not looked for: tesseract is not installed/),
    ).toBeInTheDocument();
    expect(screen.getByText('sudo apt-get install -y tesseract-ocr')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
