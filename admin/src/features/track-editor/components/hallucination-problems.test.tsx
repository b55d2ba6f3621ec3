// The hallucination guards in the editor: a machine track's loops and unheard text show in the problems panel and
// beside the cue like the caption rules' problems, with the loop's fix; a person's track gets none of them.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackOrigin } from '@shared/compliance/criteria';
import type { Cue } from '@shared/schemas/embed';
import type { SpeechRegion } from '@shared/schemas/media';
import { DEFAULT_CAPTION_RULES } from '@shared/schemas/settings';
import { prepareEditorTest } from '../testing/editor-mocks';
import { FakePlayer } from '../testing/fake-player';
import { TrackEditor } from './track-editor';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api', request: vi.fn() } }));
vi.mock('@/lib/firebase', () => ({ getIdToken: vi.fn(async () => 'token') }));
vi.mock('@shared/api/media');
vi.mock('@shared/api/track-versions');
// wavesurfer draws on a canvas jsdom does not have; the waveform has its own tests.
vi.mock('./waveform', () => ({ Waveform: () => null }));

const CUES: Cue[] = [
  { id: 'a', startMs: 0, endMs: 3000, text: 'Thank you thank you thank you' },
  { id: 'b', startMs: 3000, endMs: 6000, text: 'thank you thank you thank you' },
  { id: 'c', startMs: 6000, endMs: 9000, text: 'And now the news.' },
];

function renderEditor(origin: TrackOrigin, speechRegions?: SpeechRegion[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const track = { id: 't-1', fileId: 'f-1', language: 'en', kind: 'captions' as const, label: 'English', version: 1 };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TrackEditor
          workspaceId="w-1"
          fileId="f-1"
          track={{ ...track, timed: true, origin, cues: CUES, ...(speechRegions ? { speechRegions } : {}) }}
          role="transcript-editor"
          player={new FakePlayer()}
          mediaUrl={null}
          durationMs={60_000}
          captionRules={DEFAULT_CAPTION_RULES}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const panel = () => screen.getByRole('region', { name: /^Problems/ });
const counts = () =>
  within(panel())
    .queryAllByRole('button', { pressed: false })
    .map((b) => b.textContent);

beforeEach(prepareEditorTest);
afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('hallucination guards in the editor', () => {
  it('shows a machine track’s repetition loop in the panel and beside its cues, and removes the repeats', async () => {
    const user = renderEditor('machine');
    expect(counts()).toContain('Repetition loop: 2');
    expect(within(panel()).getAllByText('"thank you" 6 times in a row (cues 1–2)', { exact: false })).toHaveLength(2);
    // Beside the cue, a badge that opens its problems.
    await user.click(screen.getByRole('button', { name: /^Cue 2: \d+ problems?$/ }));
    expect(screen.getByRole('list', { name: /^Cue 2: \d+ problems?$/ })).toHaveTextContent('Repetition loop:');
    await user.keyboard('{Escape}');

    await user.click(within(panel()).getByRole('button', { name: 'Remove the repeated words at cue 2' }));
    expect(screen.getByRole('textbox', { name: 'Cue 1 text' })).toHaveValue('Thank you');
    expect(screen.getByRole('textbox', { name: 'Cue 2 text' })).toHaveValue('And now the news.');
    expect(screen.queryByRole('textbox', { name: 'Cue 3 text' })).toBeNull();
    expect(counts().some((c) => c?.startsWith('Repetition loop'))).toBe(false);
    // One step undoes it.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('textbox', { name: 'Cue 3 text' })).toHaveValue('And now the news.');
  });

  it('shows text placed where no voice was detected', () => {
    renderEditor('machine', [{ startMs: 0, endMs: 6000 }]);
    expect(counts()).toContain('Text without speech: 1');
    expect(within(panel()).getByText('No voice detected for 3.0 s of its 3.0 s', { exact: false })).toBeInTheDocument();
  });

  it.each<TrackOrigin>(['edited', 'human', 'imported'])('leaves a track made by %s alone', (origin) => {
    renderEditor(origin, []);
    expect(counts().filter((c) => /^(Repetition loop|Repetitive text|Text without speech)/.test(c ?? ''))).toEqual([]);
  });
});
