import type { ReadResult } from '@shared/captions/api';
import { droppedOnImport } from '../caption-import';

/** Warnings listed before the rest are counted: a broken file can hold a thousand. */
const SHOWN_WARNINGS = 20;

/** What reading the file found: its format, how many cues, what styling is dropped, warnings by line. */
export function CaptionReport({ result }: { result: ReadResult }) {
  const { warnings, track } = result;
  const dropped = droppedOnImport(result);
  return (
    <section aria-label="Conversion report" className="bg-muted/50 grid gap-2 rounded-md border p-3 text-sm">
      <p>
        Read as <strong>{result.format}</strong>: {track.cues.length} {track.cues.length === 1 ? 'cue' : 'cues'}.
      </p>
      {dropped.length > 0 ? (
        <div>
          <p className="font-medium">Not kept (the track stores plain text):</p>
          <ul className="list-disc pl-5">
            {dropped.map((what) => (
              <li key={what}>{what}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <div>
          <p className="font-medium">Warnings:</p>
          <ul className="list-disc pl-5">
            {warnings.slice(0, SHOWN_WARNINGS).map((warning, index) => (
              <li key={index}>
                {warning.line > 0 ? `Line ${warning.line}: ` : null}
                {warning.message}
              </li>
            ))}
          </ul>
          {warnings.length > SHOWN_WARNINGS ? <p>and {warnings.length - SHOWN_WARNINGS} more.</p> : null}
        </div>
      ) : (
        <p>No warnings.</p>
      )}
    </section>
  );
}
