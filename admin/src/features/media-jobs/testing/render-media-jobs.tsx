// What the MediaJobs tests share: the answers of a quiet workspace (engines, credit, catalogues) and the panel rendered
// as on the file page. Each test file mocks the API modules itself (vi.mock is per file).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { getSupportedTranscriptions, getSupportedTranslations, getSupportedVoices } from '@shared/api/catalogues';
import { getCredit } from '@shared/api/credit';
import { getEngines } from '@shared/api/engines';
import { getFileRenders } from '@shared/api/jobs';
import type { CreditResponse } from '@shared/schemas/credit';
import type { TrackSummary } from '@shared/schemas/embed';
import type { EngineProvider } from '@shared/schemas/engines';
import type { Job } from '@shared/schemas/jobs';
import { FileRenders } from '../components/file-renders';
import { MediaJobs } from '../components/media-jobs';

export const credit = (overrides: Partial<CreditResponse> = {}): CreditResponse => ({
  balance: 600,
  freeMinutes: {
    state: 'granted',
    planId: 'free',
    minutesPerPeriod: 60,
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
  },
  admins: [{ name: 'Ada Admin' }, { name: 'Bo Boss' }],
  canChangePlan: true,
  entries: [],
  nextCursor: null,
  ...overrides,
});

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
export const TRACKS: TrackSummary[] = [{ id: 't-en', language: 'en', kind: 'captions', label: 'English' }];

export const job = (overrides: Partial<Job> = {}): Job => ({
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

/** The answers of a workspace with minutes, engines and English transcription (call in beforeEach). */
export function answerAsAQuietWorkspace() {
  vi.mocked(getEngines).mockResolvedValue({ engines: ENGINES });
  vi.mocked(getCredit).mockResolvedValue(credit());
  vi.mocked(getSupportedTranscriptions).mockResolvedValue({
    results: [
      { BCP_47: 'en-US', Name: 'English (United States)', providers: ['pocketsphinx'] },
      { BCP_47: 'fr-FR', Name: 'French (France)', providers: [] },
    ],
  });
  vi.mocked(getSupportedTranslations).mockResolvedValue({ languages: [] });
  vi.mocked(getSupportedVoices).mockResolvedValue({ voices: [] });
  vi.mocked(getFileRenders).mockResolvedValue({ renders: [] });
}

export function renderJobs(
  durationMs: number | null = 125_000,
  { tracks = TRACKS, lead = false, audioOnly = false } = {},
) {
  const onJobFinished = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MediaJobs
          workspaceId="demo-university"
          fileId="moon"
          durationMs={durationMs}
          tracks={tracks}
          onJobFinished={onJobFinished}
          lead={lead}
          audioOnly={audioOnly}
        />
        {/* Beside the panel, as on the file page: a finished render's link lands here. */}
        <FileRenders workspaceId="demo-university" fileId="moon" tracks={tracks} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onJobFinished };
}

export async function openTranscribe(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Transcribe' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Transcribe' });
  await within(dialog).findByText('600 minutes');
  return dialog;
}
