import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import type { CueActions } from './cue-actions';

/** Typing reaches the model (undo, autosave, problems) this long after the last keystroke, or on leaving the field. */
export const COMMIT_DELAY_MS = 300;

interface CueTextFieldProps {
  cueId: string;
  number: number;
  text: string;
  readOnly: boolean;
  actions: CueActions;
}

/**
 * A cue's text, labelled "Cue N text", one line high until focused. Keystrokes stay in this field's own state so one keystroke re-renders one
 * row, not the track; the text is committed after a short pause or on blur, and consecutive commits to one cue
 * share an undo step.
 */
export function CueTextField({ cueId, number, text, readOnly, actions }: CueTextFieldProps) {
  const [draft, setDraft] = useState(text);
  const [seen, setSeen] = useState(text);
  const [dirty, setDirty] = useState(false);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A change from outside (undo, a merge, someone else's save) replaces the draft unless typing is still pending.
  if (text !== seen) {
    setSeen(text);
    if (!dirty) setDraft(text);
  }

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const value = pending.current;
    if (value === null) return;
    pending.current = null;
    setDirty(false);
    // Seen as committed: an undo in the same batch then differs from it and restores the draft.
    setSeen(value);
    actions.commitText(cueId, value);
  }, [actions, cueId]);

  // A row scrolled out of the virtual window unmounts: its typing is committed, not lost.
  useEffect(() => flush, [flush]);

  const lines = draft.split('\n').length;
  return (
    // One line high in the row whatever the text, so rows keep one height and a screen holds many; focused, the
    // field grows over the rows below (as a spreadsheet's cell editor does) instead of pushing them down, so the
    // virtualised list measures nothing new and nothing moves.
    <div className="relative h-6 min-w-0 flex-1">
      <textarea
        data-cue-id={cueId}
        aria-label={`Cue ${number} text`}
        value={draft}
        readOnly={readOnly}
        rows={1}
        spellCheck
        className={cn(
          'peer border-input bg-background focus-visible:ring-ring absolute inset-x-0 top-0 block h-6 w-full resize-none overflow-hidden rounded border px-1.5 py-px text-sm leading-5 focus:z-10 focus:[field-sizing:content] focus:h-auto focus:min-h-6 focus:overflow-auto focus:shadow-md focus-visible:ring-2 focus-visible:outline-none',
          readOnly && 'bg-muted/40',
          lines > 1 && 'pr-12',
        )}
        onFocus={() => actions.focusText(cueId, flush)}
        onBlur={() => flush()}
        onChange={(event) => {
          const value = event.target.value;
          setDraft(value);
          setDirty(true);
          pending.current = value;
          clearTimeout(timer.current);
          timer.current = setTimeout(flush, COMMIT_DELAY_MS);
          actions.typing();
        }}
      />
      {/* The lines past the first are out of sight until the field is focused: say how many there are. */}
      {lines > 1 ? (
        <span
          aria-hidden="true"
          className="bg-muted text-muted-foreground pointer-events-none absolute top-1 right-1 rounded px-1 text-[10px] leading-4 peer-focus:hidden"
        >
          {lines} lines
        </span>
      ) : null}
    </div>
  );
}
