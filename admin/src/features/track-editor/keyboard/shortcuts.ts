// The editor's keyboard shortcuts in one table: every key handler matches against it and the `?` sheet lists it,
// so a key cannot work without being listed.
// Chords use Alt (Option) or Ctrl/⌘ so they work while a cue's text field has focus, and never Tab/Shift+Tab
// or Escape, which screen readers and dialogs need. Letter keys are matched by `event.code`, because Option+letter
// on a Mac types a character.

export type ShortcutId =
  | 'play-pause'
  | 'play-cue'
  | 'loop-cue'
  | 'back'
  | 'forward'
  | 'slower'
  | 'faster'
  | 'set-start'
  | 'set-end'
  | 'split'
  | 'merge'
  | 'insert-after'
  | 'next-cue'
  | 'previous-cue'
  | 'next-problem'
  | 'next-uncertain'
  | 'undo'
  | 'redo'
  | 'save'
  | 'shortcut-sheet'
  | 'find-next'
  | 'find-previous';

/** Where a shortcut works: anywhere in the editor, or only in the find field (where Enter is not a new line). */
export type ShortcutScope = 'editor' | 'find';

export interface Shortcut {
  id: ShortcutId;
  /** How the sheet shows the keys, e.g. `Alt+K`; `Mod` is Ctrl, or ⌘ on a Mac. */
  keys: string[];
  description: string;
  /** Part of the track's content (or saving it): refused for viewers and left off their sheet. */
  edits: boolean;
  /** Absent: anywhere in the editor. */
  scope?: ShortcutScope;
}

interface Chord {
  code?: string;
  key?: string;
  alt?: boolean;
  mod?: boolean;
  shift?: boolean;
  /** Only when focus is not in a text field (a plain character otherwise types). */
  outsideText?: boolean;
}

const TABLE: (Shortcut & { chords: Chord[] })[] = [
  {
    id: 'play-pause',
    keys: ['Alt+K', 'K'],
    description: 'Play or pause (K outside a text field)',
    edits: false,
    chords: [
      { code: 'KeyK', alt: true },
      { code: 'KeyK', outsideText: true },
    ],
  },
  {
    id: 'back',
    keys: ['Alt+J', 'J'],
    description: 'Back 2 seconds (J outside a text field)',
    edits: false,
    chords: [
      { code: 'KeyJ', alt: true },
      { code: 'KeyJ', outsideText: true },
    ],
  },
  {
    id: 'forward',
    keys: ['Alt+L', 'L'],
    description: 'Forward 2 seconds (L outside a text field)',
    edits: false,
    chords: [
      { code: 'KeyL', alt: true },
      { code: 'KeyL', outsideText: true },
    ],
  },
  {
    id: 'play-cue',
    keys: ['Alt+R'],
    description: 'Play the selected cue with half a second either side',
    edits: false,
    chords: [{ code: 'KeyR', alt: true }],
  },
  {
    id: 'loop-cue',
    keys: ['Alt+Shift+R'],
    description: 'Loop the selected cue (again to stop)',
    edits: false,
    chords: [{ code: 'KeyR', alt: true, shift: true }],
  },
  { id: 'slower', keys: ['Alt+-'], description: 'Slower', edits: false, chords: [{ code: 'Minus', alt: true }] },
  { id: 'faster', keys: ['Alt+='], description: 'Faster', edits: false, chords: [{ code: 'Equal', alt: true }] },
  {
    id: 'set-start',
    keys: ['Alt+I'],
    description: "Set the cue's start to the playhead",
    edits: true,
    chords: [{ code: 'KeyI', alt: true }],
  },
  {
    id: 'set-end',
    keys: ['Alt+O'],
    description: "Set the cue's end to the playhead",
    edits: true,
    chords: [{ code: 'KeyO', alt: true }],
  },
  {
    id: 'split',
    keys: ['Mod+Enter'],
    description: 'Split the cue at the caret',
    edits: true,
    chords: [{ key: 'Enter', mod: true }],
  },
  {
    id: 'merge',
    keys: ['Alt+M'],
    description: 'Merge the cue with the next one',
    edits: true,
    chords: [{ code: 'KeyM', alt: true }],
  },
  {
    id: 'insert-after',
    keys: ['Alt+Enter'],
    description: 'Insert a cue after this one',
    edits: true,
    chords: [{ key: 'Enter', alt: true }],
  },
  {
    id: 'next-cue',
    keys: ['Alt+↓'],
    description: 'Next cue',
    edits: false,
    chords: [{ key: 'ArrowDown', alt: true }],
  },
  {
    id: 'previous-cue',
    keys: ['Alt+↑'],
    description: 'Previous cue',
    edits: false,
    chords: [{ key: 'ArrowUp', alt: true }],
  },
  {
    id: 'next-problem',
    keys: ['Alt+P'],
    description: 'Next cue with a quality problem',
    edits: false,
    chords: [{ code: 'KeyP', alt: true }],
  },
  {
    id: 'next-uncertain',
    keys: ['Alt+U'],
    description: 'Next uncertain word (selects it in its cue)',
    edits: false,
    chords: [{ code: 'KeyU', alt: true }],
  },
  { id: 'undo', keys: ['Mod+Z'], description: 'Undo', edits: true, chords: [{ code: 'KeyZ', mod: true }] },
  {
    id: 'redo',
    keys: ['Mod+Shift+Z', 'Ctrl+Y'],
    description: 'Redo',
    edits: true,
    chords: [
      { code: 'KeyZ', mod: true, shift: true },
      { code: 'KeyY', mod: true },
    ],
  },
  {
    id: 'save',
    keys: ['Mod+S'],
    description: 'Save now (the editor also saves by itself)',
    edits: true,
    chords: [{ code: 'KeyS', mod: true }],
  },
  {
    id: 'shortcut-sheet',
    keys: ['?', 'Alt+/'],
    description: 'Show these shortcuts',
    edits: false,
    chords: [
      { key: '?', outsideText: true },
      { code: 'Slash', alt: true },
    ],
  },
  {
    id: 'find-next',
    keys: ['Enter'],
    description: 'Next match (in the find field)',
    edits: false,
    scope: 'find',
    chords: [{ key: 'Enter' }],
  },
  {
    id: 'find-previous',
    keys: ['Shift+Enter'],
    description: 'Previous match (in the find field)',
    edits: false,
    scope: 'find',
    chords: [{ key: 'Enter', shift: true }],
  },
];

/** Every shortcut, in the order the sheet lists them. */
export const SHORTCUTS: readonly Shortcut[] = TABLE;

/** The modifier key's name on this platform. */
export const MOD_NAME = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/** The shortcut an event triggers in `scope`, or null. `inText`: focus is in a text field. */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
  inText: boolean,
  scope: ShortcutScope = 'editor',
): ShortcutId | null {
  const mod = event.ctrlKey || event.metaKey;
  for (const shortcut of TABLE) {
    if ((shortcut.scope ?? 'editor') !== scope) continue;
    for (const chord of shortcut.chords) {
      if (chord.code !== undefined && chord.code !== event.code) continue;
      if (chord.key !== undefined && chord.key !== event.key) continue;
      if (chord.outsideText) {
        if (inText || event.altKey || mod) continue;
      } else if (!!chord.alt !== event.altKey || !!chord.mod !== mod || !!chord.shift !== event.shiftKey) {
        continue;
      }
      return shortcut.id;
    }
  }
  return null;
}
