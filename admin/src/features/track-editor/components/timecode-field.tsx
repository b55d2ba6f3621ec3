import { useState } from 'react';
import { formatTimecode, parseTimecode } from '../model/timecode';

interface TimecodeFieldProps {
  label: string;
  ms: number;
  readOnly: boolean;
  onCommit(ms: number): void;
}

/**
 * An editable `m:ss.mmm` time; committed on Enter or blur, an unreadable entry goes back to the saved time. Small
 * (24 px high, the WCAG 2.5.8 minimum target) and wide enough for `180:00.000`, so start → end fit on one line.
 */
export function TimecodeField({ label, ms, readOnly, onCommit }: TimecodeFieldProps) {
  const shown = formatTimecode(ms);
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? shown;
  const parsed = draft === null ? ms : parseTimecode(draft);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (parsed !== null && parsed !== ms) onCommit(parsed);
  };

  return (
    <input
      type="text"
      inputMode="decimal"
      aria-label={label}
      aria-invalid={parsed === null || undefined}
      value={value}
      readOnly={readOnly}
      size={9}
      className="border-input bg-background focus-visible:ring-ring aria-invalid:border-destructive h-6 w-[4.75rem] rounded border px-1 font-mono text-[11px] tabular-nums focus-visible:ring-2 focus-visible:outline-none"
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
