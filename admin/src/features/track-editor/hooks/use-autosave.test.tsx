import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { getTrackCues } from '@shared/api/media';
import { patchTrackCues } from '@shared/api/track-versions';
import type { Cue } from '@shared/schemas/embed';
import type { PatchCuesResponse } from '@shared/schemas/track-versions';
import { MergeDialog } from '../components/merge-dialog';
import { SaveStatus } from '../components/save-status';
import { editText } from '../model/operations/edit-text';
import { TrackEditorProvider, useTrackEditorContext } from '../model/track-editor-context';
import { useTrackEditor } from '../model/use-track-editor';
import { makeCues, renderWithQueries, TRACK } from '../sync/testing';
import { useAutosave } from './use-autosave';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api', request: vi.fn() } }));
vi.mock('@/lib/firebase', () => ({ getIdToken: vi.fn(async () => 'token') }));
vi.mock('@shared/api/media');
vi.mock('@shared/api/track-versions');

const NOW = new Date('2026-11-23T14:02:00');
const savedAt = `Saved at ${new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(NOW)}`;

function Editor() {
  const editor = useTrackEditorContext();
  const autosave = useAutosave({ ...TRACK, version: 5, cues: editor.cues });
  return (
    <>
      <SaveStatus state={autosave} />
      <MergeDialog conflict={autosave.conflict} onResolve={autosave.resolve} />
      {editor.cues.map((cue, index) => (
        <label key={cue.id}>
          Cue {index + 1} text
          <input
            value={cue.text}
            onChange={(event) => editor.apply('Edit text', (cues) => editText(cues, cue.id, event.target.value))}
          />
        </label>
      ))}
    </>
  );
}

function Harness({ cues }: { cues: Cue[] }) {
  const editor = useTrackEditor(cues);
  return (
    <TrackEditorProvider value={editor}>
      <Editor />
    </TrackEditorProvider>
  );
}

const answer = (version: number, theirs: PatchCuesResponse['theirs'] = { upsert: [], delete: [] }) => ({
  version,
  updatedAt: NOW.toISOString(),
  merged: theirs.upsert.length + theirs.delete.length > 0,
  theirs,
});

/** A promise the test settles by hand, to hold a save in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const type = (cueNumber: number, text: string) =>
  fireEvent.change(screen.getByLabelText(`Cue ${cueNumber} text`), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const sentBodies = () => vi.mocked(patchTrackCues).mock.calls.map((call) => call[2]);
const statusLine = () => document.querySelector('[data-slot="save-status"]')!.textContent;
// Hidden too: an open modal hides the page's live regions from the accessibility tree (the dialog speaks for itself).
const announced = () => screen.getAllByRole('status', { hidden: true }).map((node) => node.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  // Unmount (which saves what is left) while the mocks still answer, then drop pending retries with the fake clock.
  cleanup();
  vi.useRealTimers();
  vi.resetAllMocks();
});

describe('autosave', () => {
  it('saves only the changed cue three seconds after the last edit, once for a burst of typing', async () => {
    vi.mocked(patchTrackCues).mockResolvedValue(answer(6));
    renderWithQueries(<Harness cues={makeCues(50)} />);

    type(2, 'Four score');
    await wait(2000);
    type(2, 'Four score and seven');
    expect(statusLine()).toBe('Unsaved changes');
    await wait(2900);
    expect(patchTrackCues).not.toHaveBeenCalled();

    await wait(100);
    expect(sentBodies()).toEqual([
      { baseVersion: 5, upsert: [{ id: 'c2', startMs: 1000, endMs: 1900, text: 'Four score and seven' }], delete: [] },
    ]);
    expect(statusLine()).toBe(savedAt);
    expect(announced()).toContain(savedAt);
  });

  it('saves edits made while a save is in flight right after it, on the version that save made', async () => {
    const first = deferred<PatchCuesResponse>();
    vi.mocked(patchTrackCues).mockReturnValueOnce(first.promise).mockResolvedValueOnce(answer(7));
    renderWithQueries(<Harness cues={makeCues(5)} />);

    type(1, 'First edit');
    await wait(3000);
    expect(statusLine()).toBe('Saving…');
    type(3, 'During the save');
    await wait(3000);
    expect(patchTrackCues).toHaveBeenCalledTimes(1);

    first.resolve(answer(6));
    await wait(0);
    expect(sentBodies()[1]).toEqual({
      baseVersion: 6,
      upsert: [{ id: 'c3', startMs: 2000, endMs: 2900, text: 'During the save' }],
      delete: [],
    });
    expect(statusLine()).toBe(savedAt);
  });

  it('folds in the other editor’s changes a merged save reports, and does not send them back', async () => {
    const theirs = { upsert: [{ id: 'c4', startMs: 3000, endMs: 3900, text: 'Their line' }], delete: ['c5'] };
    vi.mocked(patchTrackCues).mockResolvedValueOnce(answer(9, theirs)).mockResolvedValueOnce(answer(10));
    renderWithQueries(<Harness cues={makeCues(5)} />);

    type(1, 'Mine');
    await wait(3000);
    expect(screen.getByLabelText('Cue 4 text')).toHaveValue('Their line');
    expect(screen.queryByLabelText('Cue 5 text')).not.toBeInTheDocument();
    expect(statusLine()).toBe(`${savedAt} with another editor’s changes to cue 4`);

    type(2, 'Mine too');
    await wait(3000);
    expect(sentBodies()[1]).toEqual({
      baseVersion: 9,
      upsert: [{ id: 'c2', startMs: 1000, endMs: 1900, text: 'Mine too' }],
      delete: [],
    });
  });

  it('on a conflict, takes their other changes, asks per cue, and saves the choices on the current version', async () => {
    const server = makeCues(5).map((cue) =>
      cue.id === 'c2' || cue.id === 'c3' || cue.id === 'c4' ? { ...cue, text: `Their ${cue.id}` } : cue,
    );
    vi.mocked(patchTrackCues)
      .mockRejectedValueOnce(
        new ApiError(409, {
          error: {
            code: 'version_conflict',
            message: 'The track changed',
            details: { currentVersion: 8, conflicts: [{ cueId: 'c2' }, { cueId: 'c4' }] },
          },
        }),
      )
      .mockResolvedValueOnce(answer(9));
    vi.mocked(getTrackCues).mockResolvedValue({
      id: 't-1',
      fileId: 'f-1',
      language: 'en',
      kind: 'captions',
      label: 'English',
      version: 8,
      timed: true,
      origin: 'edited',
      cues: server,
    });
    renderWithQueries(<Harness cues={makeCues(5)} />);

    type(2, 'Mine c2');
    type(4, 'Mine c4');
    await wait(3000);

    expect(statusLine()).toBe('Someone else changed cues 2 and 4');
    expect(announced()).toContain('Someone else changed cues 2 and 4');
    // Cue 3 only they changed: it merges without asking.
    expect(screen.getByLabelText('Cue 3 text')).toHaveValue('Their c3');
    const dialog = screen.getByRole('alertdialog', { name: 'Someone else changed the cues you are editing' });
    const cue2 = within(dialog).getByRole('group', { name: 'Cue 2' });
    expect(within(cue2).getByRole('radio', { name: /Keep mine.*Mine c2/ })).toBeChecked();
    expect(within(cue2).getByRole('radio', { name: /Take theirs.*Their c2/ })).not.toBeChecked();
    const cue4 = within(dialog).getByRole('group', { name: 'Cue 4' });
    fireEvent.click(within(cue4).getByRole('radio', { name: /Take theirs/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    await wait(0);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cue 4 text')).toHaveValue('Their c4');
    expect(screen.getByLabelText('Cue 2 text')).toHaveValue('Mine c2');
    expect(sentBodies()[1]).toEqual({
      baseVersion: 8,
      upsert: [{ id: 'c2', startMs: 1000, endMs: 1900, text: 'Mine c2' }],
      delete: [],
    });
    expect(statusLine()).toBe(savedAt);
  });

  it('keeps unsaved work through a network failure, warns before leaving, and retries until it is saved', async () => {
    vi.mocked(patchTrackCues)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(6));
    renderWithQueries(<Harness cues={makeCues(3)} />);

    type(1, 'Offline edit');
    await wait(3000);
    expect(statusLine()).toBe('Not saved — retrying');
    expect(announced()).toContain('Not saved — retrying');
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await wait(1000);
    expect(patchTrackCues).toHaveBeenCalledTimes(2);
    // Backing off: the third attempt waits longer than the second.
    await wait(1900);
    expect(patchTrackCues).toHaveBeenCalledTimes(2);
    await wait(100);
    expect(sentBodies()).toEqual(Array(3).fill(sentBodies()[0]));
    expect(sentBodies()[0]).toMatchObject({ baseVersion: 5, upsert: [{ id: 'c1', text: 'Offline edit' }] });
    expect(statusLine()).toBe(savedAt);

    const leavingNow = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leavingNow);
    expect(leavingNow.defaultPrevented).toBe(false);
  });

  it('saves at once on Ctrl+S and when the tab is hidden', async () => {
    vi.mocked(patchTrackCues).mockResolvedValueOnce(answer(6)).mockResolvedValueOnce(answer(7));
    renderWithQueries(<Harness cues={makeCues(3)} />);

    type(1, 'Saved by keyboard');
    fireEvent.keyDown(screen.getByLabelText('Cue 1 text'), { key: 's', code: 'KeyS', ctrlKey: true });
    await wait(0);
    expect(sentBodies()[0]).toMatchObject({ upsert: [{ id: 'c1', text: 'Saved by keyboard' }] });

    type(2, 'Saved on leaving');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    fireEvent(document, new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    await wait(0);
    expect(sentBodies()[1]).toEqual({
      baseVersion: 6,
      upsert: [{ id: 'c2', startMs: 1000, endMs: 1900, text: 'Saved on leaving' }],
      delete: [],
    });
  });
});
