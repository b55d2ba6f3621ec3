import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmTrackCues } from '@shared/api/media';
import type { Role } from '@shared/constants';
import type { ManagedTrack } from '@shared/schemas/media';
import { DEFAULT_CAPTION_RULES } from '@shared/schemas/settings';
import { prepareEditorTest } from '../testing/editor-mocks';
import { FakePlayer } from '../testing/fake-player';
import { TrackEditor } from './track-editor';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api', request: vi.fn() } }));
vi.mock('@/lib/firebase', () => ({ getIdToken: vi.fn(async () => 'token') }));
vi.mock('@shared/api/media');
vi.mock('@shared/api/track-versions');
vi.mock('./waveform', () => ({ Waveform: () => null }));

const heard = (text: string, confidence: number, startMs: number) => ({
  text,
  startMs,
  endMs: startMs + 400,
  confidence,
});

const CUES: ManagedTrack['cues'] = [
  {
    id: 'a',
    startMs: 0,
    endMs: 2000,
    text: 'Four score and seven',
    words: [heard('Four', 0.95, 0), heard('score', 0.42, 400), heard('and', 0.9, 800), heard('seven', 0.91, 1200)],
  },
  { id: 'b', startMs: 3000, endMs: 5000, text: 'our fathers brought forth' },
  {
    id: 'c',
    startMs: 6000,
    endMs: 8000,
    text: 'on this continent',
    words: [heard('on', 0.9, 6000), heard('this', 0.93, 6400), heard('continent', 0.31, 6800)],
  },
  {
    id: 'd',
    startMs: 9000,
    endMs: 10000,
    text: 'a new nation',
    words: [heard('a', 0.99, 9000), heard('new', 0.97, 9300), heard('nation', 0.96, 9600)],
  },
];

function renderEditor(role: Role = 'transcript-editor') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const track = { id: 't-1', fileId: 'f-1', language: 'en', kind: 'captions' as const, label: 'English', version: 1 };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <TrackEditor
          workspaceId="w-1"
          fileId="f-1"
          track={{ ...track, timed: true, origin: 'machine', cues: CUES }}
          role={role}
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

const text = (n: number) => screen.getByRole<HTMLTextAreaElement>('textbox', { name: `Cue ${n} text` });
const row = (n: number) => text(n).closest<HTMLElement>('[role="listitem"]')!;
const marked = () => screen.queryAllByRole('mark').map((m) => m.textContent);

beforeEach(() => {
  prepareEditorTest();
  vi.mocked(confirmTrackCues).mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('uncertain words in the editor', () => {
  it('marks low-confidence words with a description, not by colour alone, and only in cues that have some', () => {
    renderEditor();
    expect(marked()).toEqual(['score?', 'continent?']);
    expect(within(row(1)).getByText('(uncertain: 42 %)')).toBeInTheDocument();
    expect(within(row(1)).getByText(/1 uncertain word/)).toBeInTheDocument();
    expect(row(2).querySelector('[data-slot="uncertain-words"]')).toBeNull();
    expect(row(4).querySelector('[data-slot="uncertain-words"]')).toBeNull();
  });

  it('steps to the next uncertain word by keyboard, selecting it in its cue and saying so', async () => {
    const user = renderEditor();
    await user.click(text(2));
    await user.keyboard('{Alt>}u{/Alt}');
    expect(text(3)).toHaveFocus();
    expect([text(3).selectionStart, text(3).selectionEnd]).toEqual([8, 17]);
    expect(screen.getByText('Uncertain word: continent, cue 3')).toHaveAttribute('role', 'status');
    await user.keyboard('{Alt>}u{/Alt}');
    expect(text(1)).toHaveFocus();
    expect([text(1).selectionStart, text(1).selectionEnd]).toEqual([5, 10]);
  });

  it('clears a cue’s marks when a person confirms it, and saves the confirmation', async () => {
    const user = renderEditor();
    await user.click(within(row(3)).getByRole('button', { name: 'Confirm words of cue 3' }));
    expect(vi.mocked(confirmTrackCues).mock.calls[0]?.[2]).toEqual({ cueIds: ['c'] });
    expect(await screen.findByText('Cue 3 confirmed')).toBeInTheDocument();
    expect(marked()).toEqual(['score?']);
  });

  it('clears a cue’s marks once its text is corrected', () => {
    renderEditor();
    act(() => text(1).focus());
    fireEvent.change(text(1), { target: { value: 'Four scores and seven' } });
    fireEvent.blur(text(1));
    expect(marked()).toEqual(['continent?']);
  });

  it('shows readers the marks without a confirm button', () => {
    renderEditor('viewer');
    expect(marked()).toEqual(['score?', 'continent?']);
    expect(screen.queryByRole('button', { name: /Confirm words/ })).toBeNull();
  });
});
