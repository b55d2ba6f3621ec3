import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupportedTranscriptions } from '@shared/api/catalogues';
import { ApiError } from '@shared/api/client';
import { getWorkspaceSettings, updateWorkspaceSettings } from '@shared/api/settings';
import type { WorkspaceSettings } from '@shared/schemas/settings';
import { toast, Toaster } from '@/components/ui/toast';
import { renderWithProviders } from '@/testing/providers';
import { GeneralSettingsScreen } from './general-settings-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/settings');
vi.mock('@shared/api/catalogues');

const SETTINGS: WorkspaceSettings = {
  name: 'Demo University',
  type: 'business',
  defaultLanguage: null,
  captionRules: { maxCharsPerLine: 42, maxLines: 2, maxCps: 17, minDurationMs: 833, maxDurationMs: 7000, minGapMs: 83 },
  reviewFinishedTranscriptions: false,
  embedBeacon: true,
  verificationTarget: 0.99,
};

function renderScreen() {
  renderWithProviders(
    <>
      <GeneralSettingsScreen workspaceId="ws" />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.mocked(getWorkspaceSettings).mockResolvedValue({ settings: SETTINGS });
  vi.mocked(getSupportedTranscriptions).mockResolvedValue({
    results: [
      { BCP_47: 'en-US', Name: 'English (United States)' },
      { BCP_47: 'es-ES', Name: 'Spanish (Spain)' },
    ],
  });
});
afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

describe('GeneralSettingsScreen', () => {
  it('asks for the languages named in the UI language', async () => {
    renderScreen();
    await screen.findByLabelText('Workspace name');
    await screen.findByRole('option', { name: 'Spanish (Spain)' });
    expect(getSupportedTranscriptions).toHaveBeenCalledWith({}, { displayLanguageCode: 'en' }, expect.anything());
  });

  it('logs a failed language load and offers to load the languages again beside the select', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new ApiError(503, { error: { code: 'unavailable', message: 'Briefly unavailable' } });
    vi.mocked(getSupportedTranscriptions).mockRejectedValueOnce(failure);
    const user = renderScreen();
    const message = await screen.findByText('The languages could not be loaded.');
    // Announced where it happened, not as a toast.
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByLabelText('Default transcription language')).toHaveAccessibleDescription(
      'The languages could not be loaded. New transcriptions start in this language.',
    );
    expect(logged).toHaveBeenCalledWith('The transcription languages could not be loaded:', failure);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Spanish (Spain)' })).toBeInTheDocument();
    expect(screen.queryByText('The languages could not be loaded.')).not.toBeInTheDocument();
  });

  it('shows the saved settings with the caption rule defaults', async () => {
    renderScreen();
    expect(await screen.findByLabelText('Workspace name')).toHaveValue('Demo University');
    expect(screen.getByLabelText('Characters per line, at most')).toHaveValue(42);
    expect(screen.getByLabelText('Shortest caption (seconds)')).toHaveValue(0.833);
    expect(screen.getByLabelText('Longest caption (seconds)')).toHaveValue(7);
    expect(screen.getByRole('switch', { name: /Embeds report plays/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /review assignments/ })).not.toBeChecked();
  });

  it('saves the changes and says so', async () => {
    const user = renderScreen();
    const saved = { ...SETTINGS, name: 'Renamed', defaultLanguage: 'es-ES', reviewFinishedTranscriptions: true };
    vi.mocked(updateWorkspaceSettings).mockResolvedValue({ settings: saved });
    const name = await screen.findByLabelText('Workspace name');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await screen.findByRole('option', { name: 'Spanish (Spain)' });
    await user.selectOptions(screen.getByLabelText('Default transcription language'), 'es-ES');
    await user.click(screen.getByRole('switch', { name: /review assignments/ }));
    const gap = screen.getByLabelText('Shortest gap between captions (ms)');
    await user.clear(gap);
    await user.type(gap, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updateWorkspaceSettings).toHaveBeenCalledWith({}, 'ws', {
      ...saved,
      captionRules: { ...SETTINGS.captionRules, minGapMs: 120 },
    });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
  });

  it('fills every rule from a style guide, cites it, and shows adjusted rules as custom', async () => {
    const user = renderScreen();
    vi.mocked(updateWorkspaceSettings).mockResolvedValue({ settings: SETTINGS });
    const guide = await screen.findByLabelText('Style guide');
    expect(guide).toHaveDisplayValue('Netflix, adults');
    expect(screen.getByRole('link', { name: /Netflix Timed Text Style Guide/ })).toHaveAttribute(
      'href',
      expect.stringContaining('netflixstudios.com'),
    );
    await user.selectOptions(guide, 'dcmp-educational');
    expect(screen.getByLabelText('Characters per line, at most')).toHaveValue(32);
    expect(screen.getByLabelText('Characters per second, at most')).toHaveValue(11);
    expect(screen.getByLabelText('Shortest caption (seconds)')).toHaveValue(2);
    expect(screen.getByRole('link', { name: /DCMP Captioning Key/ })).toBeInTheDocument();
    expect(screen.getByText(/and Netflix's where it states none/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(vi.mocked(updateWorkspaceSettings).mock.calls[0]?.[2].captionRules).toEqual({
      maxCharsPerLine: 32,
      maxLines: 2,
      maxCps: 11,
      minDurationMs: 2000,
      maxDurationMs: 7000,
      minGapMs: 83,
    });
    const cps = screen.getByLabelText('Characters per second, at most');
    await user.clear(cps);
    await user.type(cps, '12');
    expect(guide).toHaveDisplayValue('Custom');
    expect(screen.queryByRole('link', { name: /DCMP/ })).not.toBeInTheDocument();
    await user.selectOptions(guide, 'netflix-children');
    expect(screen.getByLabelText('Characters per line, at most')).toHaveValue(42);
    expect(screen.getByLabelText('Characters per second, at most')).toHaveValue(13);
  });

  it('explains invalid rules beside their field without saving', async () => {
    const user = renderScreen();
    const shortest = await screen.findByLabelText('Shortest caption (seconds)');
    await user.clear(shortest);
    await user.type(shortest, '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The longest duration must be longer than the shortest')).toBeInTheDocument();
    expect(screen.getByLabelText('Longest caption (seconds)')).toHaveAttribute('aria-invalid', 'true');
    expect(updateWorkspaceSettings).not.toHaveBeenCalled();
  });

  it('sets the verification accuracy target in percent, and refuses 100 % beside the field', async () => {
    const user = renderScreen();
    vi.mocked(updateWorkspaceSettings).mockResolvedValue({ settings: { ...SETTINGS, verificationTarget: 0.995 } });
    const target = await screen.findByLabelText('Accuracy a verified track must reach (%)');
    expect(target).toHaveValue(99);
    await user.clear(target);
    await user.type(target, '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(/At most 99\.9 %/)).toBeInTheDocument();
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(updateWorkspaceSettings).not.toHaveBeenCalled();
    await user.clear(target);
    await user.type(target, '99.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(updateWorkspaceSettings).toHaveBeenCalledWith(
      {},
      'ws',
      expect.objectContaining({ verificationTarget: 0.995 }),
    );
  });

  it("shows the server's field message when it refuses", async () => {
    const user = renderScreen();
    const message = 'Choose a language from the supported transcription languages';
    vi.mocked(updateWorkspaceSettings).mockRejectedValue(
      new ApiError(400, {
        error: { code: 'validation_error', message, details: [{ path: 'defaultLanguage', message }] },
      }),
    );
    await screen.findByLabelText('Workspace name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Default transcription language')).toHaveAttribute('aria-invalid', 'true');
  });
});
