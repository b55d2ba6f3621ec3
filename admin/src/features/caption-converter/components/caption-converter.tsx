import { useId, useRef, useState } from 'react';
import type { CaptionFormat } from '@shared/captions/model';
import { formatClock } from '@shared/captions/time';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  type ConvertedOutput,
  type InspectedFile,
  type InputFile,
  PREVIEW_LIMIT,
  TARGET_FORMATS,
} from '../lib/convert';
import type { ConverterApi } from '../lib/converter-api';

const ACCEPT = '.vtt,.webvtt,.srt,.sbv,.sub,.ttml,.dfxp,.xml,.scc,.smi,.sami,.ssa,.ass,.lrc,.txt,.json';

interface Entry {
  key: number;
  file: InputFile;
  inspected?: InspectedFile;
  error?: string;
}

/** Saves bytes as a file through a temporary object URL. */
export function saveFile(output: ConvertedOutput): void {
  const url = URL.createObjectURL(new Blob([output.bytes as BlobPart], { type: output.mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = output.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// FileReader rather than Blob.arrayBuffer(): it is available in every browser and in jsdom.
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

function optionalNumber(value: string): number | undefined {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

const FORMAT_NAMES: Partial<Record<CaptionFormat, string>> = {
  webvtt: 'WebVTT',
  srt: 'SubRip (SRT)',
  sbv: 'YouTube SBV',
  ttml: 'TTML / DFXP',
  scc: 'Scenarist SCC',
  sami: 'SAMI',
  ssa: 'SubStation Alpha',
  ass: 'Advanced SubStation',
  lrc: 'LRC lyrics',
  transcript: 'plain-text transcript',
  json: 'JSON track',
};

/** The caption converter: pick files, preview them, convert and download; all work happens in `api`. */
export function CaptionConverter({
  api,
  download = saveFile,
}: {
  api: ConverterApi;
  download?: (output: ConvertedOutput) => void;
}) {
  const ids = useId();
  const nextKey = useRef(1);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [dragging, setDragging] = useState(false);
  const [target, setTarget] = useState<CaptionFormat>('webvtt');
  const [shift, setShift] = useState('');
  const [fps, setFps] = useState('');
  const [maxChars, setMaxChars] = useState('');
  const [maxLines, setMaxLines] = useState('');
  const [stripStyling, setStripStyling] = useState(false);
  const [progress, setProgress] = useState<number | undefined>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');

  const addFiles = async (list: FileList | File[]) => {
    const files = [...list];
    if (files.length === 0) return;
    setError('');
    setStatus(`Reading ${files.length === 1 ? (files[0] as File).name : `${files.length} files`}…`);
    const added = await Promise.all(
      files.map(async (f): Promise<Entry> => {
        const key = nextKey.current++;
        try {
          const file = { name: f.name, bytes: await readBytes(f) };
          const inspected = await api.inspect(file);
          return inspected.error ? { key, file, error: inspected.error, inspected } : { key, file, inspected };
        } catch (e) {
          return {
            key,
            file: { name: f.name, bytes: new Uint8Array() },
            error: `Could not read the file: ${String(e)}`,
          };
        }
      }),
    );
    setEntries((current) => [...current, ...added]);
    const failed = added.filter((e) => e.error);
    const ok = added.filter((e) => !e.error);
    const parts = ok.map(
      (e) =>
        `${e.file.name}: ${FORMAT_NAMES[e.inspected?.format as CaptionFormat] ?? e.inspected?.format}, ${e.inspected?.cueCount} cues`,
    );
    setStatus(parts.length > 0 ? `Read ${parts.join('; ')}.` : '');
    if (failed.length > 0) setError(failed.map((e) => `${e.file.name}: ${e.error}`).join(' '));
  };

  const ready = entries.filter((e) => !e.error);

  const convert = async () => {
    if (ready.length === 0) return;
    setError('');
    setProgress(0);
    setStatus(`Converting ${ready.length === 1 ? 'one file' : `${ready.length} files`}…`);
    try {
      const output = await api.convert(
        ready.map((e) => e.file),
        {
          target,
          shiftMs: optionalNumber(shift),
          fps: optionalNumber(fps),
          maxCharsPerLine: optionalNumber(maxChars),
          maxLinesPerCue: optionalNumber(maxLines),
          stripStyling,
        },
        setProgress,
      );
      download(output);
      setProgress(1);
      setStatus(
        `Converted: ${output.fileName} is downloading.` +
          (output.dropped.length > 0 ? ` Not carried over: ${output.dropped.join(', ')}.` : ''),
      );
    } catch (e) {
      setProgress(undefined);
      setStatus('');
      setError(`Conversion failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${ids}-files`}>
        <h2 id={`${ids}-files`} className="mb-2 text-lg font-semibold">
          1. Choose caption files
        </h2>
        <div
          data-testid="drop-zone"
          data-dragging={dragging || undefined}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            void addFiles(e.dataTransfer.files);
          }}
          className="border-input data-[dragging]:border-primary data-[dragging]:bg-muted rounded-md border-2 border-dashed p-6"
        >
          <Label htmlFor={`${ids}-input`}>Caption files (drop them here or choose)</Label>
          <Input
            id={`${ids}-input`}
            type="file"
            multiple
            accept={ACCEPT}
            className="mt-2"
            aria-describedby={`${ids}-privacy`}
            onChange={(e) => {
              const input = e.currentTarget;
              void addFiles(input.files ?? []).then(() => {
                input.value = '';
              });
            }}
          />
          <p id={`${ids}-privacy`} className="text-muted-foreground mt-2 text-sm">
            WebVTT, SRT, SBV, TTML/DFXP, SCC, SAMI, SSA/ASS, LRC, transcripts and JSON. Your files never leave this
            browser.
          </p>
        </div>
      </section>

      {entries.length > 0 && (
        <section aria-labelledby={`${ids}-preview`}>
          <h2 id={`${ids}-preview`} className="mb-2 text-lg font-semibold">
            2. Check the files
          </h2>
          <ul className="space-y-4">
            {entries.map((entry) => (
              <li key={entry.key}>
                <FilePreview
                  entry={entry}
                  onRemove={() => {
                    setEntries((current) => current.filter((e) => e.key !== entry.key));
                    setStatus(`Removed ${entry.file.name}.`);
                  }}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${ids}-convert`}>
        <h2 id={`${ids}-convert`} className="mb-2 text-lg font-semibold">
          3. Convert
        </h2>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            void convert();
          }}
        >
          <div>
            <Label htmlFor={`${ids}-target`}>Target format</Label>
            <select
              id={`${ids}-target`}
              value={target}
              onChange={(e) => setTarget(e.target.value as CaptionFormat)}
              className="border-input bg-background mt-1 block h-10 w-full rounded-md border px-3 text-sm"
            >
              {TARGET_FORMATS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </div>
          <NumberField id={`${ids}-shift`} label="Time shift (ms, may be negative)" value={shift} onChange={setShift} />
          <NumberField
            id={`${ids}-fps`}
            label="Frame rate (SCC, frame-based TTML)"
            value={fps}
            onChange={setFps}
            placeholder="29.97"
          />
          <NumberField
            id={`${ids}-chars`}
            label="Max characters per line"
            value={maxChars}
            onChange={setMaxChars}
            min={1}
          />
          <NumberField id={`${ids}-lines`} label="Max lines per cue" value={maxLines} onChange={setMaxLines} min={1} />
          <div className="flex items-center gap-2 self-end">
            <input
              id={`${ids}-strip`}
              type="checkbox"
              checked={stripStyling}
              onChange={(e) => setStripStyling(e.target.checked)}
              className="size-4"
            />
            <Label htmlFor={`${ids}-strip`}>Strip styling</Label>
          </div>
          <div className="flex items-center gap-4 sm:col-span-2">
            <Button type="submit" disabled={ready.length === 0 || (progress !== undefined && progress < 1)}>
              {ready.length > 1 ? `Convert ${ready.length} files (zip)` : 'Convert and download'}
            </Button>
            {progress !== undefined && (
              <progress aria-label="Conversion progress" max={1} value={progress} className="h-2 w-48" />
            )}
          </div>
        </form>
      </section>

      <div role="status" aria-live="polite" className="text-sm">
        {status}
      </div>
      <div role="alert" className="text-destructive text-sm">
        {error}
      </div>
    </div>
  );
}

function NumberField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  min?: number;
  placeholder?: string;
}) {
  return (
    <div>
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="number"
        inputMode="decimal"
        step="any"
        min={props.min}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="mt-1"
      />
    </div>
  );
}

function FilePreview({ entry, onRemove }: { entry: Entry; onRemove: () => void }) {
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
        info && (
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
            {info.preview.length > 0 && (
              <div
                className="mt-2 max-h-96 overflow-auto"
                tabIndex={0}
                role="region"
                aria-label={`Cues of ${entry.file.name}`}
              >
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Cues of {entry.file.name}</caption>
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
            )}
            {info.cueCount > info.preview.length && (
              <p className="text-muted-foreground mt-2 text-sm">
                Showing the first {PREVIEW_LIMIT} of {info.cueCount} cues; all of them are converted.
              </p>
            )}
          </>
        )
      )}
    </Card>
  );
}
