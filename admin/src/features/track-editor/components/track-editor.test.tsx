import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@shared/constants';
import { patchTrackCues } from '@shared/api/track-versions';
import type { Cue } from '@shared/schemas/embed';
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
  { id: 'a', startMs: 0, endMs: 2000, text: 'Four score and seven years ago', speaker: 'Lincoln' },
  { id: 'b', startMs: 3000, endMs: 5000, text: 'our fathers brought forth' },
  { id: 'c', startMs: 6000, endMs: 8000, text: 'on this continent' },
];

function renderEditor({
  cues = CUES,
  role = 'transcript-editor',
  path = '/',
  player = new FakePlayer(),
}: { cues?: Cue[]; role?: Role; path?: string; player?: FakePlayer } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const track = { id: 't-1', fileId: 'f-1', language: 'en', kind: 'captions' as const, label: 'English', version: 1 };
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <TrackEditor
          workspaceId="w-1"
          fileId="f-1"
          track={{ ...track, timed: true, origin: 'edited', cues }}
          role={role}
          player={player}
          mediaUrl={null}
          durationMs={60_000}
          captionRules={DEFAULT_CAPTION_RULES}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), player, unmount };
}

const text = (n: number) => screen.getByRole<HTMLTextAreaElement>('textbox', { name: `Cue ${n} text` });
const sentBodies = () => vi.mocked(patchTrackCues).mock.calls.map((call) => call[2]);
/** Typing the way a browser reports it, all at once: no time passes, so the field's commit delay has not run out. */
const typeAtOnce = (field: HTMLTextAreaElement, value: string) => {
  act(() => field.focus());
  fireEvent.change(field, { target: { value } });
};
const savedText = (id: string, value: string) => ({
  baseVersion: 1,
  upsert: [{ ...CUES.find((cue) => cue.id === id)!, text: value }],
  delete: [],
});
const texts = () => screen.getAllByRole<HTMLTextAreaElement>('textbox', { name: /^Cue \d+ text$/ }).map((f) => f.value);

beforeEach(() => {
  prepareEditorTest();
  // Scrolling the list moves the window, as a browser would.
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    const top = typeof options === 'number' ? options : (options?.top ?? 0);
    Object.defineProperty(this, 'scrollTop', { configurable: true, value: top });
    this.dispatchEvent(new Event('scroll'));
  };
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('TrackEditor', () => {
  it('edits a cue by keyboard and undoes the typing as one step', async () => {
    const { user } = renderEditor();
    await user.click(text(2));
    await user.keyboard('{End}, we say');
    expect(text(2)).toHaveValue('our fathers brought forth, we say');
    await user.keyboard('{Control>}z{/Control}');
    expect(text(2)).toHaveValue('our fathers brought forth');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(text(2)).toHaveValue('our fathers brought forth, we say');
  });

  it('splits a cue at the caret with Ctrl+Enter, and undoes the split', async () => {
    const { user } = renderEditor();
    await user.click(text(1));
    text(1).setSelectionRange(15, 15);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(texts()).toEqual(['Four score and', 'seven years ago', 'our fathers brought forth', 'on this continent']);
    expect(screen.getByRole('combobox', { name: 'Cue 2 speaker' })).toHaveValue('Lincoln');
    expect(text(2)).toHaveFocus();
    await user.keyboard('{Control>}z{/Control}');
    expect(texts()).toEqual(CUES.map((cue) => cue.text));
  });

  it('merges a cue with the next one with Alt+M and the button, undoable', async () => {
    const { user } = renderEditor();
    await user.click(text(2));
    await user.keyboard('{Alt>}m{/Alt}');
    expect(texts()).toEqual(['Four score and seven years ago', 'our fathers brought forth on this continent']);
    expect(screen.getByRole('textbox', { name: 'Cue 2 end' })).toHaveValue('0:08.000');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(texts()).toEqual(CUES.map((cue) => cue.text));
    await user.click(text(1));
    await user.click(screen.getByRole('button', { name: 'Merge with next' }));
    expect(texts()[0]).toBe('Four score and seven years ago our fathers brought forth');
  });

  it('moves between cues with Alt+arrows and sets the start from the playhead', async () => {
    const { user, player } = renderEditor();
    await user.click(text(1));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(text(2)).toHaveFocus();
    player.advanceTo(2500);
    await user.keyboard('{Alt>}i{/Alt}');
    expect(screen.getByRole('textbox', { name: 'Cue 2 start' })).toHaveValue('0:02.500');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(text(1)).toHaveFocus();
  });

  it('follows the selection in the rows, the toolbar and the shift dialog as focus moves between cues', async () => {
    const { user } = renderEditor();
    const current = () => screen.getAllByRole('listitem').filter((row) => row.getAttribute('aria-current') === 'true');
    expect(screen.getByRole('button', { name: 'Split' })).toBeDisabled();
    expect(current()).toEqual([]);
    await user.click(text(1));
    expect(screen.getByRole('button', { name: 'Split' })).toBeEnabled();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(current().map((row) => row.getAttribute('aria-posinset'))).toEqual(['2']);
    await user.click(screen.getByRole('button', { name: 'More editing' }));
    await user.click(screen.getByRole('menuitem', { name: 'Shift cues…' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Cue 2' })).toBeInTheDocument();
  });

  it('plays and pauses with Alt+K and seeks two seconds with Alt+L', async () => {
    const { user, player } = renderEditor();
    await user.click(text(1));
    await user.keyboard('{Alt>}k{/Alt}');
    expect(player.paused()).toBe(false);
    await user.keyboard('{Alt>}l{/Alt}');
    expect(player.currentTimeMs()).toBe(2000);
    await user.keyboard('{Alt>}[Equal]{/Alt}');
    expect(player.playbackRate()).toBe(1.25);
  });

  it('replaces across the track and keeps every timing', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Find and replace' }));
    await user.type(screen.getByRole('textbox', { name: 'Find' }), 'o');
    expect(screen.getByText('8 matches in 3 cues')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Replace with' }), '0');
    await user.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(texts()).toEqual(['F0ur sc0re and seven years ag0', '0ur fathers br0ught f0rth', '0n this c0ntinent']);
    const starts = screen
      .getAllByRole('textbox', { name: /^Cue \d+ start$/ })
      .map((f) => (f as HTMLInputElement).value);
    expect(starts).toEqual(['0:00.000', '0:03.000', '0:06.000']);
    expect(screen.getByText('Replace 8 matches')).toBeInTheDocument();
  });

  it('is read-only for viewers', async () => {
    const { user } = renderEditor({ role: 'viewer' });
    expect(text(1)).toHaveAttribute('readonly');
    await user.type(text(1), 'x');
    await user.keyboard('{Alt>}m{/Alt}');
    expect(texts()).toEqual(CUES.map((cue) => cue.text));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Replace with' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify accuracy' })).not.toBeInTheDocument();
  });

  it('offers Verify accuracy to reviewers, whose keys in its dialog never reach the cues behind it', async () => {
    const { user, player } = renderEditor();
    await user.click(text(1));
    await user.click(screen.getByRole('button', { name: 'Verify accuracy' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify accuracy' });
    expect(within(dialog).getByRole('button', { name: 'Start verification' })).toBeVisible();
    await user.keyboard('{Alt>}k{/Alt}{Alt>}m{/Alt}');
    expect(player.paused()).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(texts()).toEqual(CUES.map((cue) => cue.text));
  });

  it('opens the shortcut sheet with ? outside text fields, not inside them', async () => {
    const { user } = renderEditor();
    await user.click(text(1));
    await user.keyboard('?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(text(1)).toHaveValue('Four score and seven years ago?');
    act(() => screen.getByRole('button', { name: 'Follow playback' }).focus());
    await user.keyboard('?');
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByRole('row', { name: /Split the cue at the caret Ctrl\+Enter/ })).toBeInTheDocument();
    expect(within(sheet).getByRole('row', { name: /Play or pause .*Alt\+K ?or K/ })).toBeInTheDocument();
  });

  it('lists every shortcut it handles in the sheet, Ctrl+S included, and Ctrl+S saves the typing at once', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const sheet = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(sheet).getByRole('row', { name: /Save now .* Ctrl\+S/ })).toBeInTheDocument();
    expect(within(sheet).getByRole('row', { name: /Next match \(in the find field\) Enter/ })).toBeInTheDocument();
    expect(
      within(sheet).getByRole('row', { name: /Previous match \(in the find field\) Shift\+Enter/ }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');

    typeAtOnce(text(2), 'our fathers brought forth, we say');
    await user.keyboard('{Control>}s{/Control}');
    expect(sentBodies()).toEqual([savedText('b', 'our fathers brought forth, we say')]);
  });

  it('saves the last keystrokes when the page closes or the tab is hidden before they reach the track', async () => {
    renderEditor();
    typeAtOnce(text(2), 'our fathers brought forth, we say');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(sentBodies()).toEqual([savedText('b', 'our fathers brought forth, we say')]);
    // That save's answer arrives; the next one goes on its own.
    expect(await screen.findAllByText(/^Saved at/)).not.toHaveLength(0);

    typeAtOnce(text(3), 'on this continent, a new nation');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    try {
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    } finally {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    }
    expect(sentBodies()).toHaveLength(2);
    expect(sentBodies()[1]).toMatchObject({ upsert: [{ id: 'c', text: 'on this continent, a new nation' }] });
  });

  it('saves the last keystrokes when the editor closes (another page of the app) before they reach the track', () => {
    const { unmount } = renderEditor();
    typeAtOnce(text(1), 'Four score and seven years ago!');
    unmount();
    expect(sentBodies()).toEqual([savedText('a', 'Four score and seven years ago!')]);
  });

  it('selects and scrolls to the cue named in ?cue=', async () => {
    const cues = Array.from({ length: 500 }, (_, i) => ({
      id: `k${i + 1}`,
      startMs: i * 1000,
      endMs: i * 1000 + 900,
      text: `Line ${i + 1}`,
    }));
    renderEditor({ cues, path: '/?cue=k400' });
    expect(await screen.findByRole('textbox', { name: 'Cue 400 text' })).toHaveValue('Line 400');
    const current = screen.getAllByRole('listitem').find((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveAttribute('aria-posinset', '400');
    // Virtualised: a screenful of rows, not 500.
    expect(screen.getAllByRole('listitem').length).toBeLessThan(60);
  });

  it('draws the caption being edited over the picture, keystroke by keystroke', async () => {
    const { user } = renderEditor();
    const overlay = () => screen.getByTestId('caption-overlay');
    expect(overlay()).toHaveTextContent('Four score and seven years ago');
    await user.click(text(2));
    expect(overlay()).toHaveTextContent('our fathers brought forth');
    await user.keyboard('{End} today');
    // Before the field commits its typing (the commit waits for a pause).
    expect(overlay()).toHaveTextContent('our fathers brought forth today');
  });

  it('plays the selected cue with half a second either side, and loops it until told to stop', async () => {
    const { user, player } = renderEditor();
    await user.click(text(2));
    await user.keyboard('{Alt>}r{/Alt}');
    expect(player.currentTimeMs()).toBe(2500);
    expect(player.paused()).toBe(false);
    player.advanceTo(5500);
    expect(player.paused()).toBe(true);

    const loop = screen.getByRole('button', { name: 'Loop the cue' });
    await user.click(loop);
    expect(loop).toHaveAttribute('aria-pressed', 'true');
    expect(player.paused()).toBe(false);
    player.advanceTo(5600);
    expect(player.currentTimeMs()).toBe(2500);
    await user.click(loop);
    player.advanceTo(5600);
    expect(player.currentTimeMs()).toBe(5600);
  });

  it('plays with K, seeks with J and L outside text fields, and shows patient playback as a toggle', async () => {
    const { user, player } = renderEditor();
    player.seek(10_000);
    const patient = screen.getByRole('button', { name: 'Patient playback (pause while typing)' });
    await user.click(patient);
    expect(patient).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('k');
    expect(player.paused()).toBe(false);
    await user.keyboard('j');
    expect(player.currentTimeMs()).toBe(8000);
    await user.keyboard('l');
    expect(player.currentTimeMs()).toBe(10_000);
    // Typing in a cue pauses (patient playback) and types the letter.
    await user.click(text(1));
    await user.keyboard('k');
    expect(player.paused()).toBe(true);
    expect(text(1)).toHaveValue('Four score and seven years agok');
  });
});
