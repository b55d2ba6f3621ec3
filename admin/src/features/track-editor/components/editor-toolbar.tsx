import { Button } from '@/components/ui/button';
import type { EditorCommands } from '../hooks/use-editor-commands';
import { type SelectionStore, useHasSelection } from '../model/selection-store';

interface EditorToolbarProps {
  commands: EditorCommands;
  selection: SelectionStore;
  hasPlayer: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onShift(): void;
  onRenameSpeakers(): void;
}

/** The editing buttons; each names its shortcut in `aria-keyshortcuts` (the sheet lists them). */
export function EditorToolbar(props: EditorToolbarProps) {
  const { commands, selection, hasPlayer, canUndo, canRedo, onShift, onRenameSpeakers } = props;
  const hasSelection = useHasSelection(selection);
  const button = (label: string, onClick: () => void, disabled: boolean, keys?: string) => (
    <Button variant="outline" size="sm" disabled={disabled} aria-keyshortcuts={keys} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <div role="group" aria-label="Editing" className="flex flex-wrap gap-2">
      {button('Undo', commands.undo, !canUndo, 'Control+Z')}
      {button('Redo', commands.redo, !canRedo, 'Control+Shift+Z')}
      {button('Split', () => commands.split(), !hasSelection, 'Control+Enter')}
      {button('Merge with next', commands.merge, !hasSelection, 'Alt+M')}
      {button('Insert before', () => commands.insert('before'), false)}
      {button('Insert after', () => commands.insert('after'), false, 'Alt+Enter')}
      {button('Delete cue', commands.remove, !hasSelection)}
      {button('Set start from playhead', commands.setStartFromPlayhead, !hasSelection || !hasPlayer, 'Alt+I')}
      {button('Set end from playhead', commands.setEndFromPlayhead, !hasSelection || !hasPlayer, 'Alt+O')}
      {button('Shift cues…', onShift, false)}
      {button('Rename speaker…', onRenameSpeakers, false)}
    </div>
  );
}
