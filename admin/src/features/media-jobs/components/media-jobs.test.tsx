import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupportedTranscriptions, getSupportedTranslations } from '@shared/api/catalogues';
import { getEngines, orderFileJob } from '@shared/api/engines';
import { getFileRenders, getJob } from '@shared/api/jobs';
import type { Job } from '@shared/schemas/jobs';
import { apiClient } from '@/lib/api-client';
import { answerAsAQuietWorkspace, job, openTranscribe, renderJobs, TRACKS } from '../testing/render-media-jobs';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/engines');
vi.mock('@shared/api/credit');
vi.mock('@shared/api/catalogues');
vi.mock('@shared/api/jobs');
vi.mock('firebase/auth', () => ({ sendEmailVerification: vi.fn(), reload: vi.fn() }));
const currentUser = { email: 'nia@example.com', emailVerified: false, getIdToken: vi.fn() };
vi.mock('@/lib/firebase', () => ({ getFirebaseAuth: () => ({ currentUser }) }));

beforeEach(answerAsAQuietWorkspace);
afterEach(() => vi.resetAllMocks());

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

  it('asks for the catalogues named in the UI language', async () => {
    const { user } = renderJobs();
    await openTranscribe(user);
    expect(getSupportedTranscriptions).toHaveBeenCalledWith(
      apiClient,
      { displayLanguageCode: 'en' },
      expect.anything(),
    );
    expect(getSupportedTranslations).toHaveBeenCalledWith(apiClient, { displayLanguageCode: 'en' }, expect.anything());
  });

  it('logs a failed catalogue load and offers to load the languages again beside the select', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Failed to fetch');
    vi.mocked(getSupportedTranscriptions).mockRejectedValueOnce(failure);
    const { user } = renderJobs();
    const dialog = await openTranscribe(user);
    const message = await within(dialog).findByText('The languages and voices could not be loaded.');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Spoken language' })).toHaveAccessibleDescription(
      'The languages and voices could not be loaded.',
    );
    expect(logged).toHaveBeenCalledWith('The languages and voices could not be loaded:', failure);
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('option', { name: 'English (United States) (en-US)' })).toBeInTheDocument();
    expect(within(dialog).queryByText('The languages and voices could not be loaded.')).not.toBeInTheDocument();
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

  it('lists a finished voiceover under Renders, linked to its rendition', async () => {
    const voiceover = job({ kind: 'voiceover' });
    vi.mocked(orderFileJob).mockResolvedValue({ job: voiceover });
    vi.mocked(getJob).mockResolvedValue({ ...voiceover, state: 'succeeded', progress: 1, result: { trackId: 't-en' } });
    vi.mocked(getFileRenders)
      .mockResolvedValueOnce({ renders: [] })
      .mockResolvedValue({
        renders: [{ trackId: 't-en', kind: 'voiceover', jobId: 'job-1', finishedAt: voiceover.updatedAt, bytes: 9 }],
      });
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
    expect(
      await screen.findByText(/Done: a voiceover rendition was made\. It is listed under Renders\./),
    ).toBeVisible();
    const renders = await screen.findByRole('region', { name: 'Renders' });
    expect(await within(renders).findByRole('link', { name: 'Listen to the voiceover' })).toHaveAttribute(
      'href',
      '/api/media/moon/voiceover/t-en',
    );
  });

  it.each([
    ['Described audio', 'described_audio', 'Download the described audio (M4A)', 'described-audio', 'm4a'],
    ['Extended video', 'extended_video', 'Download the extended video (MP4)', 'extended-video', 'mp4'],
  ] as const)(
    'renders %s from the descriptions track and, once done, offers the file to download under Renders',
    async (label, kind, text, path, ext) => {
      const render = job({ kind });
      vi.mocked(orderFileJob).mockResolvedValue({ job: render });
      vi.mocked(getJob).mockResolvedValue({ ...render, state: 'succeeded', progress: 1, result: { trackId: 't-ad' } });
      vi.mocked(getFileRenders)
        .mockResolvedValueOnce({ renders: [] })
        .mockResolvedValue({
          renders: [{ trackId: 't-ad', kind, jobId: 'job-1', finishedAt: render.updatedAt, bytes: 9 }],
        });
      const { user } = renderJobs(125_000, {
        tracks: [...TRACKS, { id: 't-ad', language: 'en', kind: 'descriptions', label: 'AD' }],
      });
      const button = screen.getByRole('button', { name: label });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: label });
      await within(dialog).findByText('600 minutes');
      await user.click(within(dialog).getByRole('button', { name: /Spend/ }));
      expect(orderFileJob).toHaveBeenCalledWith(apiClient, 'demo-university', 'moon', { kind, trackId: 't-ad' });
      const link = await within(await screen.findByRole('region', { name: 'Renders' })).findByRole('link', {
        name: text,
      });
      // One link to it on the page: the progress row points to the list instead of repeating it.
      expect(screen.getAllByRole('link', { name: text })).toHaveLength(1);
      expect(link).toHaveAttribute('href', `/api/media/moon/${path}/t-ad`);
      expect(link).toHaveAttribute('download', `${path}-t-ad.${ext}`);
    },
  );

  it('offers no extended video of an audio-only file, and says why', async () => {
    renderJobs(125_000, {
      tracks: [...TRACKS, { id: 't-ad', language: 'en', kind: 'descriptions', label: 'AD' }],
      audioOnly: true,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Described audio' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Extended video' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Extended video' })).toHaveAccessibleDescription(
      'Extended video: Needs a video: this file is audio only (its described audio can be rendered)',
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
    expect(screen.getByRole('button', { name: 'Extended video' })).toHaveAccessibleDescription(
      'Extended video: Needs a descriptions track',
    );
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
