import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { installWhisperModel, listWhisperModels, removeWhisperModel } from '@shared/api/whisper-models';
import type { WhisperModel, WhisperModelsResponse } from '@shared/schemas/whisper-models';
import { EnginesPage } from './engines-page';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/whisper-models');

const model = (name: string, changes: Partial<WhisperModel> = {}): WhisperModel => ({
  name,
  family: 'base',
  multilingual: !name.includes('.en'),
  quantisation: null,
  bytes: 147_964_211,
  sha256: 'a'.repeat(64),
  ramBytes: 388e6,
  ramEstimated: false,
  relativeSpeed: 16,
  accuracy: 'English only; 4.2 % word error rate on LibriSpeech test-clean (Whisper paper).',
  installed: false,
  problem: null,
  install: null,
  ...changes,
});

const response = (models: WhisperModel[], english = 'pocketsphinx'): WhisperModelsResponse => ({
  models,
  choices: [
    {
      languages: ['en'],
      languageNames: ['English'],
      provider: english,
      model: english === 'whisper' ? 'base.en' : null,
    },
    { languages: ['de', 'fr'], languageNames: ['German', 'French'], provider: null, model: null },
  ],
  configuredModel: null,
  source: 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main',
  directory: '/data/models',
  freeBytes: 20e9,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EnginesPage />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.resetAllMocks());

describe('EnginesPage', () => {
  it('shows the engine per language and each model’s size, memory and speed trade-off', async () => {
    vi.mocked(listWhisperModels).mockResolvedValue(response([model('base.en')]));
    renderPage();
    const perLanguage = await screen.findByRole('list', { name: 'Engine per language' });
    expect(within(perLanguage).getAllByRole('listitem')[0]).toHaveTextContent('English → pocketsphinx (draft quality)');
    expect(within(perLanguage).getAllByRole('listitem')[1]).toHaveTextContent('2 languages → no engine');
    const card = within(screen.getByRole('list', { name: 'Available models' })).getByRole('listitem', {
      name: 'base.en',
    });
    expect(card).toHaveTextContent('148 MB download · 388 MB memory · 16× large’s speed');
    expect(card).toHaveTextContent('English only');
    expect(screen.getByText(/20,000 MB free/)).toBeInTheDocument();
  });

  it('installs by keyboard, shows the download’s progress while polling, then announces it installed', async () => {
    vi.mocked(listWhisperModels)
      .mockResolvedValueOnce(response([model('base.en')]))
      .mockResolvedValueOnce(
        response([
          model('base.en', {
            install: { state: 'downloading', receivedBytes: 74e6, totalBytes: 147_964_211, error: null },
          }),
        ]),
      )
      .mockResolvedValue(response([model('base.en', { installed: true })], 'whisper'));
    vi.mocked(installWhisperModel).mockResolvedValue({ model: model('base.en') });
    const user = renderPage();
    const install = await screen.findByRole('button', { name: 'Install base.en' });
    install.focus();
    await user.keyboard('{Enter}');
    expect(installWhisperModel).toHaveBeenCalledWith({}, 'base.en');
    expect(await screen.findByRole('progressbar', { name: 'Download of base.en' })).toHaveAttribute('value', '50');
    expect(screen.getByText('50 % (74 MB of 148 MB)')).toBeInTheDocument();
    // The page polls while the download runs; the next answer has it installed.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('base.en is installed and ready.'), {
      timeout: 3000,
    });
    expect(screen.getByRole('button', { name: 'Remove base.en' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('English → whisper base.en');
  });

  it('shows why an install could not start, and a failed download with a way to try again', async () => {
    vi.mocked(listWhisperModels).mockResolvedValue(
      response([
        model('base.en'),
        model('small', { install: { state: 'failed', receivedBytes: 0, totalBytes: 1, error: 'SHA-256 mismatch' } }),
      ]),
    );
    vi.mocked(installWhisperModel).mockRejectedValue(
      new ApiError(507, {
        error: {
          code: 'insufficient_storage',
          message: 'Not enough disk space in /data/models: 212 MB needed, 100 MB free.',
        },
      }),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Install base.en' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough disk space in /data/models');
    expect(screen.getByText('Failed: SHA-256 mismatch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again to install small' })).toBeInTheDocument();
  });

  it('removes an installed model', async () => {
    vi.mocked(listWhisperModels)
      .mockResolvedValueOnce(response([model('base.en', { installed: true })]))
      .mockResolvedValue(response([model('base.en')]));
    vi.mocked(removeWhisperModel).mockResolvedValue(undefined);
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove base.en' }));
    expect(removeWhisperModel).toHaveBeenCalledWith({}, 'base.en');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('base.en was removed.'));
    expect(await screen.findByRole('button', { name: 'Install base.en' })).toBeInTheDocument();
  });
});
