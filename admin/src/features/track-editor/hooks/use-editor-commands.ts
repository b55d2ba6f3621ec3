import { useEffect, useMemo, useRef } from 'react';
import type { CueWord } from '@shared/captions/confidence/confidence';
import type { PlayerAdapter } from '@shared/players/player';
import type { CueActions } from '../components/cue-actions';
import type { CueListHandle } from '../components/cue-list';
import { nextUncertainSpot } from '../confidence/uncertain-words';
import { newCueId } from '../model/cue-id';
import type { EditorCue } from '../model/cue-order';
import { deleteCue } from '../model/operations/delete-cue';
import { editText } from '../model/operations/edit-text';
import { insertCue } from '../model/operations/insert-cue';
import { mergeWithNext } from '../model/operations/merge-with-next';
import { setEnd } from '../model/operations/set-end';
import { setExtended } from '../model/operations/set-extended';
import { setSpeaker } from '../model/operations/set-speaker';
import { setStart } from '../model/operations/set-start';
import { splitCue } from '../model/operations/split-cue';
import type { TrackEditorState } from '../model/use-track-editor';

export const SEEK_STEP_MS = 2000;
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

interface CommandsInput {
  editor: TrackEditorState;
  player: PlayerAdapter | null;
  readOnly: boolean;
  /** Ids of cues with quality problems, in track order. */
  problemCueIds: readonly string[];
  /** The words of cues that still have uncertain ones. */
  uncertainByCue: ReadonlyMap<string, readonly CueWord[]>;
  /** Says where "next uncertain word" went, for the status line. */
  onAnnounce: (message: string) => void;
  /** A keystroke in a cue's text (auto-pause). */
  onTyping: () => void;
  /** Playing or looping the selected cue (useCuePlayback). */
  cuePlayback: { playCue(): void; toggleLoop(): void };
}

export type EditorCommands = ReturnType<typeof useEditorCommands>['commands'];

/**
 * Every editor command (toolbar, shortcuts and rows call the same ones) as stable functions reading the latest
 * state, so rows can be memoised. Each command first commits the text being typed, so it acts on what is shown.
 */
export function useEditorCommands(input: CommandsInput) {
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const pendingFlush = useRef<(() => void) | null>(null);
  const lastField = useRef<{ id: string; caret: () => number | null } | null>(null);
  const list = useRef<CueListHandle>(null);

  const commands = useMemo(() => {
    const flush = () => pendingFlush.current?.();
    const state = () => latest.current.editor;
    const selected = () => {
      const { cues, selection } = state();
      const selectedId = selection.get();
      return cues.find((cue) => cue.id === selectedId) ?? null;
    };
    const canEdit = () => !latest.current.readOnly;
    const playheadMs = () => latest.current.player?.currentTimeMs() ?? null;
    // Focus moves first, while the page's layout is still clean; the selection's render follows.
    const focusCue = (id: string) => {
      list.current?.focusCue(id);
      state().select(id);
    };
    const scrollTo = (id: string) => {
      list.current?.revealCue(id);
      state().select(id);
    };
    const edit = (label: string, fn: (cues: EditorCue[]) => EditorCue[]) => {
      if (!canEdit()) return;
      flush();
      state().apply(label, fn);
    };
    const step = (by: number) => {
      flush();
      const { cues, selection } = state();
      const selectedId = selection.get();
      const index = cues.findIndex((cue) => cue.id === selectedId);
      const next = cues[index === -1 ? (by > 0 ? 0 : cues.length - 1) : index + by];
      if (next) focusCue(next.id);
    };

    return {
      flush,
      focusCue,
      scrollTo,
      /** Splits the selected cue at the caret of its text field (or mid-text), at the playhead when inside it. */
      split(caret?: number) {
        const cue = selected();
        if (!cue || !canEdit()) return;
        flush();
        const fieldCaret = lastField.current?.id === cue.id ? lastField.current.caret() : null;
        const at = caret ?? fieldCaret ?? middleOf(cue.text);
        const newId = newCueId(state().cues);
        state().apply('Split cue', (cues) => splitCue(cues, cue.id, at, { atMs: playheadMs(), newId }));
        focusCue(newId);
      },
      merge() {
        const cue = selected();
        if (cue) edit('Merge cues', (cues) => mergeWithNext(cues, cue.id));
      },
      insert(position: 'before' | 'after') {
        if (!canEdit()) return;
        const cue = selected();
        const newId = newCueId(state().cues);
        const atMs = playheadMs() ?? 0;
        edit(position === 'after' ? 'Insert cue after' : 'Insert cue before', (cues) =>
          insertCue(cues, cue?.id ?? null, position, { newId, atMs }),
        );
        focusCue(newId);
      },
      remove() {
        const cue = selected();
        if (!cue || !canEdit()) return;
        const { cues } = state();
        const index = cues.indexOf(cue);
        const neighbour = cues[index + 1] ?? cues[index - 1];
        edit('Delete cue', (list) => deleteCue(list, cue.id));
        if (neighbour) focusCue(neighbour.id);
        else state().select(null);
      },
      setStartFromPlayhead() {
        const cue = selected();
        const ms = playheadMs();
        if (cue && ms !== null) edit('Set start', (cues) => setStart(cues, cue.id, ms));
      },
      setEndFromPlayhead() {
        const cue = selected();
        const ms = playheadMs();
        if (cue && ms !== null) edit('Set end', (cues) => setEnd(cues, cue.id, ms));
      },
      nextCue: () => step(1),
      previousCue: () => step(-1),
      nextProblem() {
        const { cues, selection } = state();
        const selectedId = selection.get();
        const ids = latest.current.problemCueIds;
        if (ids.length === 0) return;
        const order = new Map(cues.map((cue, i) => [cue.id, i]));
        const current = selectedId === null ? -1 : (order.get(selectedId) ?? -1);
        const next = ids.find((id) => (order.get(id) ?? -1) > current) ?? ids[0];
        if (next) focusCue(next);
      },
      /** Selects the next uncertain word in its cue's text (after the caret), wrapping to the first. */
      nextUncertain() {
        flush();
        const { cues, selection } = state();
        const selectedId = selection.get();
        const field = selectedId === null ? null : textFieldOf(selectedId);
        const caret = field && document.activeElement === field ? field.selectionEnd : -1;
        const spot = nextUncertainSpot(
          cues,
          latest.current.uncertainByCue,
          selectedId === null ? null : { cueId: selectedId, caret },
        );
        if (!spot) {
          latest.current.onAnnounce('No uncertain words');
          return;
        }
        focusCue(spot.cueId);
        const [start, end] = spot.range;
        const word = cues.find((cue) => cue.id === spot.cueId)?.text.slice(start, end) ?? '';
        // The row may mount only after the scroll renders it: select the word once its field is there.
        const select = () => {
          const target = textFieldOf(spot.cueId);
          if (!target) return false;
          target.focus({ preventScroll: true });
          target.setSelectionRange(start, end);
          return true;
        };
        if (!select()) requestAnimationFrame(() => void select());
        latest.current.onAnnounce(`Uncertain word: ${word}, cue ${cues.findIndex((c) => c.id === spot.cueId) + 1}`);
      },
      undo() {
        if (!canEdit()) return;
        flush();
        state().undo();
      },
      redo() {
        if (!canEdit()) return;
        flush();
        state().redo();
      },
      playPause() {
        const player = latest.current.player;
        if (!player) return;
        if (player.paused()) player.play();
        else player.pause();
      },
      playCue: () => latest.current.cuePlayback.playCue(),
      toggleLoop: () => latest.current.cuePlayback.toggleLoop(),
      seekBy(ms: number) {
        const player = latest.current.player;
        if (player) player.seek(Math.max(0, player.currentTimeMs() + ms));
      },
      /** One step along SPEEDS. */
      changeSpeed(direction: 1 | -1) {
        const player = latest.current.player;
        if (!player) return;
        const index = SPEEDS.findIndex((rate) => rate >= player.playbackRate() - 0.001);
        const next = SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, (index === -1 ? 2 : index) + direction))];
        if (next !== undefined) player.setPlaybackRate(next);
      },
    };
  }, []);

  const actions = useMemo<CueActions>(
    () => ({
      select: (id) => {
        latest.current.editor.select(id);
      },
      focusText: (id, flush) => {
        pendingFlush.current = flush;
        lastField.current = {
          id,
          caret: () => {
            const field = textFieldOf(id);
            return field ? field.selectionStart : null;
          },
        };
      },
      commitText: (id, text) => {
        if (!latest.current.readOnly)
          latest.current.editor.apply('Edit text', (cues) => editText(cues, id, text), { coalesceKey: `text:${id}` });
      },
      commitStart: (id, ms) => {
        if (!latest.current.readOnly) latest.current.editor.apply('Set start', (cues) => setStart(cues, id, ms));
      },
      commitEnd: (id, ms) => {
        if (!latest.current.readOnly) latest.current.editor.apply('Set end', (cues) => setEnd(cues, id, ms));
      },
      commitSpeaker: (id, speaker) => {
        if (!latest.current.readOnly)
          latest.current.editor.apply('Set speaker', (cues) => setSpeaker(cues, id, speaker));
      },
      commitExtended: (id, extended) => {
        if (!latest.current.readOnly)
          latest.current.editor.apply(extended ? 'Make extended' : 'Make standard', (cues) =>
            setExtended(cues, id, extended),
          );
      },
      typing: () => latest.current.onTyping(),
    }),
    [],
  );

  return { commands, actions, list };
}

const textFieldOf = (id: string) =>
  document.querySelector<HTMLTextAreaElement>(`textarea[data-cue-id="${CSS.escape(id)}"]`);

/** A caret at the space nearest the middle, for a split with no caret. */
function middleOf(text: string): number {
  const middle = Math.floor(text.length / 2);
  const after = text.indexOf(' ', middle);
  const before = text.lastIndexOf(' ', middle);
  if (after === -1) return before === -1 ? middle : before;
  if (before === -1) return after;
  return middle - before <= after - middle ? before : after;
}
