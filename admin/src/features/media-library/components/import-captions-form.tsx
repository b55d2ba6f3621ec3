import { type FormEvent, useId, useState } from 'react';
import { type ReadResult, readCaptions } from '@shared/captions/api';
import { TRACK_KINDS, type TrackKind } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useImportCaptions } from '../api/import-captions';
import { isUntimedTranscript } from '../caption-import';
import { CaptionReport } from './caption-report';

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '') || name;

/** The file's bytes through FileReader, which every browser (and jsdom) has. */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

interface ImportCaptionsFormProps {
  workspaceId: string;
  /** Files the caption track may go to instead of a new one. */
  files: readonly { id: string; name: string }[];
  onImported: (name: string) => void;
}

/** Reads a caption file in the browser, shows the conversion report, then saves it as a track. */
export function ImportCaptionsForm({ workspaceId, files, onImported }: ImportCaptionsFormProps) {
  const id = useId();
  const [result, setResult] = useState<ReadResult | null>(null);
  /** The text of a transcript without times, which is saved as text rather than given made-up times. */
  const [untimedText, setUntimedText] = useState<string | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [target, setTarget] = useState<string>('new');
  const [name, setName] = useState('');
  const [language, setLanguage] = useState('en');
  const [kind, setKind] = useState<TrackKind>('captions');
  const importCaptions = useImportCaptions();

  const read = async (file: File | undefined) => {
    setResult(null);
    setUntimedText(null);
    setReadError(null);
    importCaptions.reset();
    if (!file) return;
    try {
      const bytes = await readBytes(file);
      const read = readCaptions(bytes, { fileName: file.name });
      if (read.track.cues.length === 0) return setReadError('No captions were found in this file.');
      if (isUntimedTranscript(read)) setUntimedText(new TextDecoder().decode(bytes));
      setResult(read);
      setName(withoutExtension(file.name));
      if (read.track.language) setLanguage(read.track.language);
    } catch (error) {
      setReadError(error instanceof Error ? error.message : String(error));
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!result) return;
    const existing = files.find((f) => f.id === target);
    importCaptions.mutate(
      {
        workspaceId,
        target: existing ? { fileId: existing.id } : { name: name.trim() || 'Imported captions' },
        language: language.trim(),
        kind,
        cues: result.track.cues,
        ...(untimedText !== null ? { untimedText } : {}),
      },
      { onSuccess: (saved) => onImported(saved.name ?? existing?.name ?? name) },
    );
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={save}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-file`}>Caption or transcript file</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept=".vtt,.srt,.sbv,.ttml,.dfxp,.xml,.scc,.smi,.sami,.ssa,.ass,.lrc,.txt,.json"
          aria-describedby={readError ? `${id}-error` : undefined}
          onChange={(event) => void read(event.target.files?.[0])}
        />
        {readError ? (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {readError}
          </p>
        ) : null}
      </div>
      {result ? (
        <>
          {untimedText !== null ? (
            <p className="text-sm">
              This transcript has no times. It is saved as an untimed track, one passage per paragraph, ready for{' '}
              <strong>Align transcript</strong> on the file page; embeds show it once it has times.
            </p>
          ) : (
            <CaptionReport result={result} />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-target`}>Add to</Label>
              <NativeSelect id={`${id}-target`} value={target} onChange={(event) => setTarget(event.target.value)}>
                <option value="new">A new file</option>
                {files.map((file) => (
                  <option key={file.id} value={file.id}>
                    {file.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {target === 'new' ? (
              <div className="grid gap-2">
                <Label htmlFor={`${id}-name`}>New file name</Label>
                <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
              </div>
            ) : null}
            <div className="grid gap-2">
              <Label htmlFor={`${id}-language`}>Language</Label>
              <Input id={`${id}-language`} value={language} onChange={(event) => setLanguage(event.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-kind`}>Kind</Label>
              <NativeSelect
                id={`${id}-kind`}
                value={kind}
                onChange={(event) => setKind(event.target.value as TrackKind)}
              >
                {TRACK_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {importCaptions.error ? (
            <p role="alert" className="text-destructive text-sm">
              {importCaptions.error.message}
            </p>
          ) : null}
          <Button type="submit" className="w-fit" disabled={importCaptions.isPending}>
            {importCaptions.isPending ? 'Importing…' : 'Import'}
          </Button>
        </>
      ) : null}
    </form>
  );
}
