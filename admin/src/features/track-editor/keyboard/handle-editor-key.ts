import type { KeyboardEvent } from 'react';
import type { EditorCommands } from '../hooks/use-editor-commands';
import { SEEK_STEP_MS } from '../hooks/use-editor-commands';
import { SHORTCUTS, shortcutFor, type ShortcutId } from './shortcuts';

const NOT_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** Where a plain key types or picks something (so `?` is a character there, not the sheet). */
const isTextField = (element: HTMLElement) =>
  element.isContentEditable ||
  element.tagName === 'TEXTAREA' ||
  element.tagName === 'SELECT' ||
  (element instanceof HTMLInputElement && !NOT_TEXT_INPUTS.has(element.type));

/**
 * The editor's keydown handler (on its root element). Ctrl/⌘+Z in a cue's text is the editor's undo (the cue's
 * pending typing is committed first, so it is undone as one step); in other fields (find, speaker, times) the
 * browser's own undo stays.
 */
export function handleEditorKey(
  event: KeyboardEvent<HTMLElement>,
  commands: EditorCommands,
  readOnly: boolean,
  openSheet: () => void,
) {
  const target = event.target as HTMLElement;
  // Dialogs are portalled elsewhere in the page but their events still bubble through React: not ours.
  if (!event.currentTarget.contains(target)) return;
  const inText = isTextField(target);
  const id = shortcutFor(event.nativeEvent, inText);
  // Saving listens on the whole page (useAutosave), so it works wherever focus is.
  if (!id || id === 'save') return;
  const shortcut = SHORTCUTS.find((entry) => entry.id === id);
  if (readOnly && shortcut?.edits) return;
  const inCueText = target.tagName === 'TEXTAREA' && target.dataset.cueId !== undefined;
  if ((id === 'undo' || id === 'redo') && inText && !inCueText) return;
  event.preventDefault();
  run(id, commands, openSheet, inCueText ? (target as HTMLTextAreaElement).selectionStart : undefined);
}

function run(id: ShortcutId, commands: EditorCommands, openSheet: () => void, caret: number | undefined) {
  switch (id) {
    case 'play-pause':
      return commands.playPause();
    case 'play-cue':
      return commands.playCue();
    case 'loop-cue':
      return commands.toggleLoop();
    case 'back':
      return commands.seekBy(-SEEK_STEP_MS);
    case 'forward':
      return commands.seekBy(SEEK_STEP_MS);
    case 'slower':
      return commands.changeSpeed(-1);
    case 'faster':
      return commands.changeSpeed(1);
    case 'set-start':
      return commands.setStartFromPlayhead();
    case 'set-end':
      return commands.setEndFromPlayhead();
    case 'split':
      return commands.split(caret);
    case 'merge':
      return commands.merge();
    case 'insert-after':
      return commands.insert('after');
    case 'next-cue':
      return commands.nextCue();
    case 'previous-cue':
      return commands.previousCue();
    case 'next-problem':
      return commands.nextProblem();
    case 'next-uncertain':
      return commands.nextUncertain();
    case 'undo':
      return commands.undo();
    case 'redo':
      return commands.redo();
    case 'shortcut-sheet':
      return openSheet();
    case 'save':
    case 'find-next':
    case 'find-previous':
      return;
  }
}
