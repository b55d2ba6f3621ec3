import {
  ArrowLeftToLineIcon,
  ArrowRightToLineIcon,
  BetweenHorizontalEndIcon,
  BetweenHorizontalStartIcon,
  CombineIcon,
  EllipsisIcon,
  KeyboardIcon,
  Redo2Icon,
  ScissorsIcon,
  Trash2Icon,
  Undo2Icon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { EditorCommands } from '../hooks/use-editor-commands';
import { type SelectionStore, useHasSelection } from '../model/selection-store';
import { ToolButton } from './tool-button';

interface EditorToolbarProps {
  commands: EditorCommands;
  selection: SelectionStore;
  hasPlayer: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onShift(): void;
  onRenameSpeakers(): void;
  onFind(): void;
}

/** The editing buttons as icons (each named, its tooltip showing the shortcut), the rarer ones in a menu. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { commands, selection, hasPlayer, canUndo, canRedo, onShift, onRenameSpeakers, onFind } = props;
  const hasSelection = useHasSelection(selection);
  return (
    <div role="group" aria-label="Editing" className="flex flex-wrap items-center gap-0.5">
      <ToolButton label="Undo" icon={<Undo2Icon />} keys="Mod+Z" disabled={!canUndo} onClick={commands.undo} />
      <ToolButton label="Redo" icon={<Redo2Icon />} keys="Mod+Shift+Z" disabled={!canRedo} onClick={commands.redo} />
      <span aria-hidden="true" className="bg-border mx-1 h-5 w-px" />
      <ToolButton
        label="Split"
        icon={<ScissorsIcon />}
        keys="Mod+Enter"
        disabled={!hasSelection}
        onClick={() => commands.split()}
      />
      <ToolButton
        label="Merge with next"
        icon={<CombineIcon />}
        keys="Alt+M"
        disabled={!hasSelection}
        onClick={commands.merge}
      />
      <ToolButton
        label="Insert before"
        icon={<BetweenHorizontalStartIcon />}
        onClick={() => commands.insert('before')}
      />
      <ToolButton
        label="Insert after"
        icon={<BetweenHorizontalEndIcon />}
        keys="Alt+Enter"
        onClick={() => commands.insert('after')}
      />
      <ToolButton label="Delete cue" icon={<Trash2Icon />} disabled={!hasSelection} onClick={commands.remove} />
      <span aria-hidden="true" className="bg-border mx-1 h-5 w-px" />
      <ToolButton
        label="Set start from playhead"
        icon={<ArrowRightToLineIcon />}
        keys="Alt+I"
        disabled={!hasSelection || !hasPlayer}
        onClick={commands.setStartFromPlayhead}
      />
      <ToolButton
        label="Set end from playhead"
        icon={<ArrowLeftToLineIcon />}
        keys="Alt+O"
        disabled={!hasSelection || !hasPlayer}
        onClick={commands.setEndFromPlayhead}
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="More editing">
            <EllipsisIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={onShift}>Shift cues…</DropdownMenuItem>
          <DropdownMenuItem onSelect={onRenameSpeakers}>Rename speaker…</DropdownMenuItem>
          <DropdownMenuItem onSelect={onFind}>Find and replace</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/** The `?` sheet's button, for readers and editors alike. */
export function ShortcutSheetButton({ onOpen }: { onOpen(): void }) {
  return <ToolButton label="Keyboard shortcuts" icon={<KeyboardIcon />} keys="?" onClick={onOpen} />;
}
