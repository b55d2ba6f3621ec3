import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupportedTranscriptions, getSupportedTranslations, getSupportedVoices } from '@shared/api/catalogues';
import { ApiError } from '@shared/api/client';
import type { ErrorCode } from '@shared/constants';
import { getCredit } from '@shared/api/credit';
import { getEngines, orderFileJob } from '@shared/api/engines';
import { getJob } from '@shared/api/jobs';
import type { TrackSummary } from '@shared/schemas/embed';
import type { EngineProvider } from '@shared/schemas/engines';
import type { Job } from '@shared/schemas/jobs';
import { apiClient } from '@/lib/api-client';
import { MediaJobs } from './media-jobs';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/engines');
vi.mock('@shared/api/credit');
vi.mock('@shared/api/catalogues');
vi.mock('@shared/api/jobs');

const engine = (overrides: Partial<EngineProvider>): EngineProvider => ({
  capability: 'transcribe',
  provider: 'pocketsphinx',
  label: 'PocketSphinx (English, draft quality)',
  embedded: true,
  available: true,
  reason: null,
  install: null,
  languages: ['en-US'],
  preferred: true,
  ...overrides,
});

const ENGINES: EngineProvider[] = [
  engine({}),
  engine({ capability: 'align' }),
  engine({
    capability: 'translate',
    provider: 'apertium',
    label: 'Apertium',
    available: false,
    reason: 'apertium is not installed',
    install: 'sudo apt-get install -y apertium apertium-eng-spa',
    languages: null,
  }),
  engine({ capability: 'synthesize', provider: 'espeak-ng', label: 'eSpeak NG', languages: null }),
];
const TRACKS: TrackSummary[] = [{ id: 't-en', language: 'en', kind: 'captions', label: 'English' }];

const job = (overrides: Partial<Job> = {}): Job => ({
  id: 'job-1',
  workspaceId: 'demo-university',
  fileId: 'moon',
  kind: 'transcribe',
  state: 'queued',
  progress: 0,
  step: null,
  error: null,
  result: null,
  attempts: 0,
  createdAt: '2026-11-23T00:00:00.000Z',
  updatedAt: '2026-11-23T00:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  vi.mocked(getEngines).mockResolvedValue({ engines: ENGINES });
  vi.mocked(getCredit).mockResolvedValue({ balance: 600, entries: [], nextCursor: null });
  vi.mocked(getSupportedTranscriptions).mockResolvedValue({
    results: [
      { BCP_47: 'en-US', Name: 'English (United States)', providers: ['pocketsphinx'] },
      { BCP_47: 'fr-FR', Name: 'French (France)', providers: [] },
    ],
  });
  vi.mocked(getSupportedTranslations).mockResolvedValue({ languages: [] });
  vi.mocked(getSupportedVoices).mockResolvedValue({ voices: [] });
});
afterEach(() => vi.resetAllMocks());

function renderJobs(durationMs: number | null = 125_000, { tracks = TRACKS, lead = false } = {}) {
  const onJobFinished = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MediaJobs
        workspaceId="demo-university"
        fileId="moon"
        durationMs={durationMs}
        tracks={tracks}
        onJobFinished={onJobFinished}
        lead={lead}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onJobFinished };
}

async function openTranscribe(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Transcribe' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Transcribe' });
  await within(dialog).findByText('600 minutes');
  return dialog;
}

describe('MediaJobs', () => {
  it('shows the provider, the cost rounded up to the minute and the balance, then orders and follows the job', async () => {
    vi.mocked(orderFileJob).mockResolvedValue({ job: job() });
    vi.mocked(getJob).mockResolvedValue(job({ state: 'succeeded', progress: 1, result: { trackId: 't-new' } }));
    const { user, onJobFinished } = renderJobs(125_000);
    const dialog = await openTranscribe(user);

    expect(dialog).toHaveTextContent('PocketSphinx (English, draft quality) (runs on this server)');
    expect(dialog).toHaveTextContent('Cost3 minutes');
    // Only languages a provider here can serve now are offered.
    expect(within(dialog).getByRole('combobox', { name: 'Spoken language' })).toHaveTextContent(
      'English (United States) (en-US)',
    );
    expect(within(dialog).queryByRole('option', { name: /French/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Spend 3 minutes' }));
    expect(orderFileJob).toHaveBeenCalledWith(apiClient, 'demo-university', 'moon', {
      kind: 'transcribe',
      language: 'en-US',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Done: a machine captions track was added.')).toBeInTheDocument();
    expect(onJobFinished).toHaveBeenCalledWith(expect.objectContaining({ id: 'job-1', state: 'succeeded' }));
  });

  it.each([
    ['transcribe', 0.4, 'Transcribing… 40%'],
    ['captions', 0.9, 'Transcribing (writing the captions)… 90%'],
    [null, 0, 'Transcribing… 0%'],
  ])('says a running job’s step %s as a person would', async (step, progress, text) => {
    vi.mocked(orderFileJob).mockResolvedValue({ job: job() });
    vi.mocked(getJob).mockResolvedValue(job({ state: 'running', progress, step }));
    const { user } = renderJobs();
    await user.click(within(await openTranscribe(user)).getByRole('button', { name: /Spend/ }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Transcribe progress' })).toHaveValue(progress * 100);
  });

  it.each<[Partial<Job>, string]>([
    [{ state: 'queued' }, 'Transcribing starts when a worker is free.'],
    [
      { state: 'failed', error: 'No speech found' },
      'Transcribing failed: No speech found. Its minutes were given back.',
    ],
    [{ state: 'cancelled' }, 'Transcribing was cancelled. Its minutes were given back.'],
  ])('says a %o job in plain words', async (state, text) => {
    vi.mocked(orderFileJob).mockResolvedValue({ job: job() });
    vi.mocked(getJob).mockResolvedValue(job(state));
    const { user } = renderJobs();
    await user.click(within(await openTranscribe(user)).getByRole('button', { name: /Spend/ }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('links a finished voiceover to its rendition', async () => {
    const voiceover = job({ kind: 'voiceover' });
    vi.mocked(orderFileJob).mockResolvedValue({ job: voiceover });
    vi.mocked(getJob).mockResolvedValue({ ...voiceover, state: 'succeeded', progress: 1, result: { trackId: 't-en' } });
    const { user } = renderJobs();
    const button = screen.getByRole('button', { name: 'Voiceover' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Voiceover' });
    await within(dialog).findByText('600 minutes');
    await user.click(within(dialog).getByRole('button', { name: /Spend/ }));
    expect(orderFileJob).toHaveBeenCalledWith(apiClient, 'demo-university', 'moon', {
      kind: 'voiceover',
      trackId: 't-en',
    });
    expect(await screen.findByRole('link', { name: 'Listen to the voiceover' })).toHaveAttribute(
      'href',
      '/api/media/moon/voiceover/t-en',
    );
  });

  it('disables an unavailable engine with the reason and the install command', async () => {
    renderJobs();
    const translate = screen.getByRole('button', { name: 'Translate' });
    await screen.findByText(/apertium is not installed/);
    expect(translate).toBeDisabled();
    expect(translate).toHaveAccessibleDescription(
      'Translate: Unavailable: Apertium: apertium is not installed — install with sudo apt-get install -y apertium apertium-eng-spa',
    );
    // No descriptions track: audio description says what it needs.
    expect(screen.getByRole('button', { name: 'Audio description' })).toHaveAccessibleDescription(
      'Audio description: Needs a descriptions track',
    );
  });

  it('refuses to spend more minutes than the balance, naming the shortfall', async () => {
    vi.mocked(getCredit).mockResolvedValue({ balance: 2, entries: [], nextCursor: null });
    const { user } = renderJobs(125_000);
    await user.click(screen.getByRole('button', { name: 'Transcribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transcribe' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This needs 3 minutes but the workspace has 2 minutes: 1 minute short.',
    );
    expect(within(dialog).getByRole('button', { name: 'Spend 3 minutes' })).toBeDisabled();
  });

  it.each<[number, ErrorCode, string, string, { install: string } | undefined]>([
    [
      402,
      'insufficient_credit',
      'Not enough minutes',
      'This needs 3 minutes but the workspace has 1: 2 short',
      undefined,
    ],
    [409, 'conflict', 'Already running', 'The same transcription is already running', undefined],
    [
      503,
      'engine_unavailable',
      'Engine unavailable',
      'pocketsphinx is not installed',
      { install: 'sudo apt-get install -y pocketsphinx pocketsphinx-en-us' },
    ],
  ])('shows a %i answer in the dialog', async (status, code, title, message, details) => {
    vi.mocked(orderFileJob).mockRejectedValue(new ApiError(status, { error: { code, message, details } }));
    const { user } = renderJobs();
    const dialog = await openTranscribe(user);
    await user.click(within(dialog).getByRole('button', { name: /Spend/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(message);
    if (details) expect(alert).toHaveTextContent(`Install with ${details.install}`);
  });

  it('leads with Transcribe, the next step for a file without a track, and keeps the rest below', async () => {
    renderJobs(125_000, { tracks: [], lead: true });
    const panel = screen.getByRole('region', { name: 'Next step: transcribe' });
    const transcribe = within(panel).getByRole('button', { name: 'Transcribe' });
    await waitFor(() => expect(transcribe).toBeEnabled());
    expect(within(panel).getAllByRole('button')[0]).toBe(transcribe);
    expect(within(panel).getByRole('heading', { name: 'More machine work' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Translate' })).toHaveAccessibleDescription(
      /Translate: (Needs a track to translate|Unavailable)/,
    );
  });

  it('orders nothing before the file is processed', async () => {
    renderJobs(null);
    await waitFor(() => expect(getEngines).toHaveBeenCalled());
    for (const name of ['Transcribe', 'Align transcript', 'Translate', 'Audio description', 'Voiceover'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });
});
