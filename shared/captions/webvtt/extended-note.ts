// WebVTT has no setting for extended audio description, and players drop unknown cue settings; a comment block
// right before the cue carries it, which every WebVTT reader skips and ours reads back (docs/editor.md).

/** The comment block written before an extended description cue. */
export const EXTENDED_NOTE = 'NOTE extended: the media pauses while this description is spoken';

/** True for a comment block (its text from `NOTE`) that marks the next cue as extended. */
export const isExtendedNote = (block: string) => /^NOTE extended(?::|\s|$)/.test(block);
