import { CheckIcon, CloudOffIcon, LoaderIcon, PencilIcon, TriangleAlertIcon } from 'lucide-react';
import type { AutosaveState } from '../sync/autosave-session';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

const cueList = (numbers: readonly number[]) =>
  `${numbers.length === 1 ? 'cue' : 'cues'} ${new Intl.ListFormat('en', { type: 'conjunction' }).format(numbers.map(String))}`;

/** What the status line says, and what of it a screen reader hears (typing on is not news; a save is). */
export function saveStatusMessage({ status, savedAt, conflict, mergedCueNumbers }: AutosaveState) {
  switch (status) {
    case 'saving':
      return { text: 'Saving…', announce: 'Saving…' };
    case 'unsaved':
      return { text: 'Unsaved changes', announce: null };
    case 'error':
      return { text: 'Not saved — retrying', announce: 'Not saved — retrying' };
    case 'conflict': {
      const text = `Someone else changed ${cueList((conflict ?? []).map((entry) => entry.number))}`;
      return { text, announce: text };
    }
    case 'saved': {
      if (!savedAt) return { text: 'All changes saved', announce: null };
      const merged =
        mergedCueNumbers.length > 0 ? ` with another editor’s changes to ${cueList(mergedCueNumbers)}` : '';
      const text = `Saved at ${timeFormat.format(savedAt)}${merged}`;
      return { text, announce: text };
    }
  }
}

const ICONS = {
  saved: CheckIcon,
  saving: LoaderIcon,
  unsaved: PencilIcon,
  error: CloudOffIcon,
  conflict: TriangleAlertIcon,
} as const;

/** The editor's save state in a few words, announced politely when a save starts, ends, fails or conflicts. */
export function SaveStatus({ state }: { state: AutosaveState }) {
  const { text, announce } = saveStatusMessage(state);
  const Icon = ICONS[state.status];
  const alarming = state.status === 'error' || state.status === 'conflict';
  return (
    <>
      <p
        data-slot="save-status"
        data-status={state.status}
        className={`flex items-center gap-1.5 text-sm ${alarming ? 'text-foreground font-medium' : 'text-muted-foreground'}`}
      >
        <Icon className={`size-4 shrink-0 ${alarming ? 'text-destructive' : ''}`} aria-hidden="true" />
        {text}
      </p>
      <p role="status" className="sr-only">
        {announce ?? ''}
      </p>
    </>
  );
}
