import type { CaptionFormat } from '@shared/captions/model';
import { formatClock } from '@shared/captions/time';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Entry } from '../hooks/use-converter';
import { type InspectedFile, PREVIEW_LIMIT } from '../lib/convert';
import { FORMAT_NAMES } from '../lib/format-names';

/** One chosen file: its detected format, encoding and cue count, warnings, and the first cues. */
export function FilePreview({ entry, onRemove }: { entry: Entry; onRemove: () => void }) {
  const info = entry.inspected;
  const headingId = `file-${entry.key}`;
  return (
    <Card className="p-4" aria-labelledby={headingId} role="group">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold break-all">
          {entry.file.name}
        </h3>
        <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Remove ${entry.file.name}`}>
          Remove
        </Button>
      </div>
      {entry.error ? (
        <Alert variant="destructive" role="note" className="mt-2">
          <AlertTitle>Unreadable file</AlertTitle>
          <AlertDescription>{entry.error}</AlertDescription>
        </Alert>
      ) : (
        info && <FileDetails name={entry.file.name} info={info} />
      )}
    </Card>
  );
}

function FileDetails({ name, info }: { name: string; info: InspectedFile }) {
  return (
    <>
      <dl className="mt-1 flex flex-wrap gap-x-6 text-sm">
        <div className="flex gap-1">
          <dt>Format:</dt>
          <dd data-testid="detected-format">{FORMAT_NAMES[info.format as CaptionFormat] ?? info.format}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Encoding:</dt>
          <dd>{info.encoding}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Cues:</dt>
          <dd data-testid="cue-count">{info.cueCount}</dd>
        </div>
      </dl>
      {info.warnings.length > 0 && (
        <ul className="text-foreground mt-2 list-disc pl-5 text-sm">
          {info.warnings.map((w, i) => (
            <li key={i}>
              {w.line > 0 ? `line ${w.line}: ` : ''}
              {w.message}
            </li>
          ))}
        </ul>
      )}
      {info.preview.length > 0 && <CueTable name={name} info={info} />}
      {info.cueCount > info.preview.length && (
        <p className="text-muted-foreground mt-2 text-sm">
          Showing the first {PREVIEW_LIMIT} of {info.cueCount} cues; all of them are converted.
        </p>
      )}
    </>
  );
}

function CueTable({ name, info }: { name: string; info: InspectedFile }) {
  return (
    <div className="mt-2 max-h-96 overflow-auto" tabIndex={0} role="region" aria-label={`Cues of ${name}`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Cues of {name}</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-2">
              #
            </th>
            <th scope="col" className="pr-2">
              Start
            </th>
            <th scope="col" className="pr-2">
              End
            </th>
            <th scope="col">Text</th>
          </tr>
        </thead>
        <tbody>
          {info.preview.map((cue) => (
            <tr key={cue.index} className="align-top">
              <td className="pr-2">{cue.index + 1}</td>
              <td className="pr-2 font-mono whitespace-nowrap">{formatClock(cue.startMs, '.')}</td>
              <td className="pr-2 font-mono whitespace-nowrap">
                {cue.endMs >= Number.MAX_SAFE_INTEGER ? '—' : formatClock(cue.endMs, '.')}
              </td>
              <td className="whitespace-pre-wrap">
                {cue.speaker ? <strong>{cue.speaker}: </strong> : null}
                {cue.text}
                {cue.warnings.map((w, i) => (
                  <span key={i} className="text-destructive mt-1 block text-xs font-medium">
                    Warning, {w}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
