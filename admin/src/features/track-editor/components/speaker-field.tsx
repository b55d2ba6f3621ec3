import { useState } from 'react';

interface SpeakerFieldProps {
  label: string;
  speaker: string;
  readOnly: boolean;
  listId: string;
  onCommit(speaker: string): void;
}

/** A cue's speaker label, suggesting the track's speakers; committed on Enter or blur. */
export function SpeakerField({ label, speaker, readOnly, listId, onCommit }: SpeakerFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() !== speaker) onCommit(draft);
  };
  return (
    <input
      type="text"
      aria-label={label}
      list={listId}
      value={draft ?? speaker}
      readOnly={readOnly}
      placeholder="Speaker"
      className="border-input bg-background focus-visible:ring-ring h-6 w-full min-w-0 rounded border px-1 text-xs focus-visible:ring-2 focus-visible:outline-none @[36rem]:w-20"
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
