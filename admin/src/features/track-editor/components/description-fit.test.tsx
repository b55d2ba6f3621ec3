// Writing descriptions to fit (issue 31): each description shows how long it takes to say against the quiet before
// the next speech, offers the extended switch when it does not fit, saves the choice, and lists the description
// problems (with the DCMP Description Key cited) beside the caption rules'.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTrackCues } from '@shared/api/media';
import { getTrackVoices, previewTrackSpeech, setTrackSpeech } from '@shared/api/track-management';
import { patchTrackCues } from '@shared/api/track-versions';
import type { Cue } from '@shared/schemas/embed';
import { DEFAULT_CAPTION_RULES } from '@shared/schemas/settings';
import { axeViolations } from '@/testing/axe-violations';
import { prepareEditorTest } from '../testing/editor-mocks';
import { FakePlayer } from '../testing/fake-player';
import { TrackEditor } from './track-editor';

// The gaps come with the captions track, after the first render: on a loaded machine that took over the default
// 1 s once (the meter still read the gap to the next description). Passing tests never wait this out.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api', request: vi.fn() } }));
vi.mock('@/lib/firebase', () => ({ getIdToken: vi.fn(async () => 'token') }));
vi.mock('@shared/api/media');
vi.mock('@shared/api/track-versions');
vi.mock('@shared/api/track-management');
vi.mock('./waveform', () => ({ Waveform: () => null }));

// People speak until 4 s and again from 6.5 s.
const SPEECH: Cue[] = [
  { id: 's1', startMs: 0, endMs: 4000, text: 'Good morning, everyone.' },
  { id: 's2', startMs: 6500, endMs: 20_000, text: 'Today we look at engines.' },
];
const DESCRIPTIONS: Cue[] = [
  { id: 'a', startMs: 4000, endMs: 5000, text: 'A lecture hall.' },
  {
    id: 'b',
    startMs: 30_000,
    endMs: 31_000,
    text: 'Professor Okafor draws a diagram of an engine with two cylinders.',
  },
];

function renderEditor() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const track = { id: 't-ad', fileId: 'f-1', language: 'en', kind: 'descriptions' as const, label: 'AD', version: 1 };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TrackEditor
          workspaceId="w-1"
          fileId="f-1"
          track={{ ...track, timed: true, origin: 'human', cues: DESCRIPTIONS }}
          role="transcript-editor"
          player={new FakePlayer()}
          mediaUrl={null}
          durationMs={32_000}
          captionRules={DEFAULT_CAPTION_RULES}
          speechTrackId="t-cap"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const meter = (n: number) => screen.getByRole('meter', { name: `Cue ${n} fit` });
const row = (n: number) =>
  screen.getByRole('textbox', { name: `Cue ${n} text` }).closest('[role="listitem"]') as HTMLElement;
const panel = () => screen.getByRole('region', { name: /^Problems/ });

beforeEach(() => {
  prepareEditorTest();
  vi.mocked(getTrackCues).mockResolvedValue({ id: 't-cap', kind: 'captions', version: 3, cues: SPEECH } as never);
});
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('descriptions in the editor', () => {
  it('measures each description against the gap before the next speech, in words as well as a bar', async () => {
    renderEditor();
    await waitFor(() => expect(meter(1)).toHaveAttribute('aria-valuetext', '1.3 s of 2.5 s, fits'));
    expect(vi.mocked(getTrackCues).mock.calls[0]![1]).toMatchObject({ trackId: 't-cap' });
    expect(meter(1)).toHaveAttribute('aria-valuemax', '2500');
    expect(within(row(1)).getByText(/1\.3 s of 2\.5 s/)).toBeInTheDocument();
    expect(within(row(1)).queryByRole('switch')).toBeNull();
    // The second runs past the media's end: too long, and the switch is offered.
    expect(meter(2).getAttribute('aria-valuetext')).toMatch(/^4\.\d s of 2\.0 s, too long$/);
    expect(
      within(row(2)).getByRole('switch', { name: 'Extended: pause the media while this plays' }),
    ).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('makes a description extended with the switch, says so, and saves extended: true', async () => {
    const user = renderEditor();
    const toggle = await within(row(2)).findByRole('switch', { name: 'Extended: pause the media while this plays' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(meter(2).getAttribute('aria-valuetext')).toMatch(/extended: pauses the media for 2\.\d s$/);
    expect(within(panel()).queryByText(/Too long for its gap/)).toBeNull();
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(patchTrackCues).toHaveBeenCalled());
    expect(vi.mocked(patchTrackCues).mock.calls[0]![2]).toMatchObject({ upsert: [{ id: 'b', extended: true }] });
    expect(await axeViolations()).toEqual([]);
  });

  it('lists a description too long for its gap with the Key cited, and its fix makes it extended', async () => {
    const user = renderEditor();
    const item = await within(panel()).findByText(/Takes 4\.\d s to say; 2\.0 s until the next speech/);
    const link = within(item.closest('li')!).getByRole('link', { name: /DCMP Description Key/ });
    expect(link).toHaveAttribute('href', 'https://dcmp.org/learn/descriptionkey');
    await user.click(
      within(panel()).getByRole('button', { name: 'Make cue 2 extended (pause the media while it plays)' }),
    );
    expect(within(row(2)).getByRole('switch')).toBeChecked();
  });

  it('flags "we see" and removes it in one click', async () => {
    const user = renderEditor();
    const field = await screen.findByRole('textbox', { name: 'Cue 1 text' });
    await user.clear(field);
    await user.type(field, 'We see a lecture hall.');
    act(() => field.blur());
    await within(panel()).findByText(/Says "We see"/);
    await user.click(within(panel()).getByRole('button', { name: 'Remove "we see" from cue 1' }));
    expect(screen.getByRole('textbox', { name: 'Cue 1 text' })).toHaveValue('A lecture hall.');
  });

  it('previews a description with the server’s voice, plays it and says how long it took', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.mocked(previewTrackSpeech).mockResolvedValue({
      audio: 'data:audio/wav;base64,UklGRg==',
      durationMs: 4200,
      provider: 'espeak-ng',
      voice: null,
      rate: 160,
    });
    const user = renderEditor();
    await user.click(await within(row(2)).findByRole('button', { name: 'Preview cue 2' }));
    expect(await within(row(2)).findByRole('status')).toHaveTextContent('Spoken in 4.2 s');
    expect(vi.mocked(previewTrackSpeech).mock.calls[0]!.slice(1)).toEqual([
      { workspaceId: 'w-1', fileId: 'f-1', trackId: 't-ad' },
      { text: DESCRIPTIONS[1]!.text },
    ]);
    expect(play).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('reads with the voice and rate chosen in the top bar: saved at once, and the fit meter follows the rate', async () => {
    vi.mocked(getTrackVoices).mockResolvedValue({
      voice: null,
      speechRate: null,
      defaultRate: 160,
      voices: [
        { provider: 'espeak-ng', name: 'en-gb', language: 'en-gb', gender: 'MALE' },
        { provider: 'google', name: 'en-US-Neural2-C', language: 'en-US', gender: 'FEMALE' },
      ],
    });
    const saved = { id: 't-ad', language: 'en', kind: 'descriptions' as const, label: 'AD' };
    vi.mocked(setTrackSpeech).mockImplementation(async (_client, _ref, change) => ({
      track: { ...saved, voice: change.voice ?? null, speechRate: change.speechRate ?? null },
    }));
    const user = renderEditor();
    const rate = await screen.findByRole('combobox', { name: 'Rate' });
    expect(rate).toHaveDisplayValue('160 words a minute (default)');
    await waitFor(() => expect(meter(2).getAttribute('aria-valuetext')).toMatch(/^4\.\d s of 2\.0 s, too long$/));
    const voice = screen.getByRole('combobox', { name: 'Voice' });
    expect(voice).toHaveDisplayValue('Default for the language');
    await user.selectOptions(voice, 'en-US-Neural2-C (Google, female)');
    await waitFor(() => expect(setTrackSpeech).toHaveBeenCalledTimes(1));
    expect(vi.mocked(setTrackSpeech).mock.calls[0]!.slice(1)).toEqual([
      { workspaceId: 'w-1', fileId: 'f-1', trackId: 't-ad' },
      { voice: 'en-US-Neural2-C' },
    ]);
    await user.selectOptions(rate, '280 words a minute');
    await waitFor(() => expect(rate).toHaveDisplayValue('280 words a minute'));
    expect(vi.mocked(setTrackSpeech).mock.calls[1]![2]).toEqual({ speechRate: 280 });
    // At 280 words a minute the second description takes about 2.6 s, not 4.x s as at 160.
    await waitFor(() => expect(meter(2).getAttribute('aria-valuetext')).toMatch(/^2\.\d s of 2\.0 s/));
    expect(await axeViolations()).toEqual([]);
    // Back to the default stores no rate at all.
    await user.selectOptions(rate, '160 words a minute (default)');
    await waitFor(() => expect(vi.mocked(setTrackSpeech).mock.calls[2]![2]).toEqual({ speechRate: null }));
  });
});
