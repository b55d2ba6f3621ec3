import { useState } from 'react';
import { formatClock } from '@shared/captions/time';
import type { Cue } from '@shared/schemas/embed';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import type { ConflictChoice, CueConflict } from '../sync/autosave-session';

const clock = (ms: number) => formatClock(ms, '.', false);

function CueVersion({ cue }: { cue: Cue | null }) {
  if (!cue) return <span className="italic">Deleted</span>;
  return (
    <span className="flex flex-col gap-0.5">
      <span className="text-muted-foreground text-xs tabular-nums">
        {clock(cue.startMs)} – {clock(cue.endMs)}
        {cue.speaker ? ` · ${cue.speaker}` : ''}
      </span>
      <span className="whitespace-pre-wrap">{cue.text || <span className="italic">(empty)</span>}</span>
    </span>
  );
}

interface MergeDialogProps {
  conflict: CueConflict[] | null;
  onResolve: (choices: Record<string, ConflictChoice>) => void;
}

/**
 * Cues this editor and someone else both changed since the last save: for each, keep mine or take theirs. It
 * cannot be dismissed: saving waits for the choice, and nothing either person wrote is dropped unseen.
 */
export function MergeDialog({ conflict, onResolve }: MergeDialogProps) {
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const open = conflict !== null && conflict.length > 0;
  const choiceOf = (cueId: string) => choices[cueId] ?? 'mine';

  return (
    <AlertDialog open={open}>
      <AlertDialogContent className="max-w-2xl">
        <AlertDialogTitle>Someone else changed the cues you are editing</AlertDialogTitle>
        <AlertDialogDescription>
          Their changes to other cues are already in. For each cue below, keep your version or take theirs; then your
          choices are saved.
        </AlertDialogDescription>
        <div className="flex max-h-[55vh] flex-col gap-4 overflow-y-auto">
          {(conflict ?? []).map((entry) => (
            <fieldset key={entry.cueId} className="rounded-md border p-3">
              <legend className="px-1 text-sm font-semibold">Cue {entry.number}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {(['mine', 'theirs'] as const).map((side) => (
                  <label
                    key={side}
                    className="has-[:checked]:border-primary has-[:focus-visible]:ring-ring flex cursor-pointer gap-2 rounded-md border p-2 text-sm has-[:focus-visible]:ring-2"
                  >
                    <input
                      type="radio"
                      name={`conflict-${entry.cueId}`}
                      value={side}
                      checked={choiceOf(entry.cueId) === side}
                      onChange={() => setChoices((previous) => ({ ...previous, [entry.cueId]: side }))}
                      className="mt-1"
                    />
                    <span className="flex flex-col gap-1">
                      <span className="font-medium">{side === 'mine' ? 'Keep mine' : 'Take theirs'}</span>
                      <CueVersion cue={side === 'mine' ? entry.mine : entry.theirs} />
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <AlertDialogFooter>
          <AlertDialogAction
            onClick={() => {
              const chosen = Object.fromEntries((conflict ?? []).map((entry) => [entry.cueId, choiceOf(entry.cueId)]));
              setChoices({});
              onResolve(chosen);
            }}
          >
            Save my choices
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
