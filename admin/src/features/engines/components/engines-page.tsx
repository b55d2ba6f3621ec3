import { useState } from 'react';
import type { TranscriptionChoice, WhisperModel } from '@shared/schemas/whisper-models';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useWhisperModels } from '../api/get-whisper-models';
import { useInstallWhisperModel } from '../api/install-whisper-model';
import { useRemoveWhisperModel } from '../api/remove-whisper-model';

const megabytes = (bytes: number) => `${Math.ceil(bytes / 1e6).toLocaleString('en')} MB`;
const percent = (m: WhisperModel) =>
  m.install && m.install.totalBytes > 0 ? Math.floor((m.install.receivedBytes / m.install.totalBytes) * 100) : 0;

/**
 * `/operator/engines`: which engine each language uses now, and whisper.cpp's models with their size, memory and
 * speed, to install (downloaded, checked against the pinned SHA-256, with progress) or remove.
 */
export function EnginesPage() {
  const query = useWhisperModels();
  const install = useInstallWhisperModel();
  const remove = useRemoveWhisperModel();
  const [announcement, setAnnouncement] = useState('');
  // Downloads started here, so the status line can say when each ends (for screen readers too).
  const [watched, setWatched] = useState<string[]>([]);
  const [seen, setSeen] = useState(query.data);
  if (query.data !== seen) {
    setSeen(query.data);
    const ended = (query.data?.models ?? []).filter(
      (m) => watched.includes(m.name) && (m.installed || m.install?.state === 'failed'),
    );
    if (ended.length > 0) {
      setWatched(watched.filter((name) => !ended.some((m) => m.name === name)));
      setAnnouncement(
        ended
          .map((m) => (m.installed ? `${m.name} is installed and ready.` : `Installing ${m.name} failed.`))
          .join(' '),
      );
    }
  }

  function onInstall(name: string) {
    setWatched((names) => [...names, name]);
    setAnnouncement(`Downloading ${name}…`);
    install.mutate(name, { onError: () => setWatched((names) => names.filter((n) => n !== name)) });
  }
  function onRemove(model: WhisperModel) {
    setWatched((names) => names.filter((n) => n !== model.name));
    remove.mutate(model.name, {
      onSuccess: () => setAnnouncement(model.installed ? `${model.name} was removed.` : `The download was stopped.`),
    });
  }

  if (query.isPending) return <p aria-busy="true">Loading the engines…</p>;
  if (query.isError) return <Alert variant="destructive">The engines could not be loaded. {query.error.message}</Alert>;
  const data = query.data;
  const installed = data.models.filter((m) => m.installed);
  const available = data.models.filter((m) => !m.installed);
  const busy = install.isPending || remove.isPending;
  const mutationError = install.error ?? remove.error;

  return (
    <section className="max-w-5xl">
      <h1 className="mb-2 text-2xl font-semibold">Engines</h1>
      <p className="text-muted-foreground mb-6">
        Transcription runs on this server with whisper.cpp once a model is installed; without one, English falls back to
        pocketsphinx (a rough draft). Google Speech, when configured, comes first.
      </p>

      <h2 className="mb-2 text-lg font-semibold">What each language uses now</h2>
      <ul className="mb-6 grid gap-2" aria-label="Engine per language">
        {data.choices.map((choice) => (
          <ChoiceRow key={choice.languages.join(',')} choice={choice} />
        ))}
      </ul>
      {data.configuredModel ? (
        <p className="mb-6 rounded-md border p-3 text-sm">
          WHISPER_MODEL is set to <code className="break-all">{data.configuredModel}</code>: whisper uses that file for
          every language it serves, and the models below only once it is unset.
        </p>
      ) : null}

      <h2 className="mb-1 text-lg font-semibold">whisper.cpp models</h2>
      <p className="text-muted-foreground mb-4 text-sm break-words">
        Downloaded from <span className="break-all">{data.source}</span> into{' '}
        <span className="break-all">{data.directory ?? 'no folder (DATA_DIR is not set)'}</span>
        {data.freeBytes !== null ? `, ${megabytes(data.freeBytes)} free` : ''}. Each file is checked against its
        published SHA-256 before it is used. Speed is relative to Whisper large; bigger models are more accurate and
        slower.
      </p>
      {mutationError ? (
        <Alert variant="destructive" className="mb-4">
          {mutationError.message}
        </Alert>
      ) : null}
      <p role="status" className="mb-4 text-sm">
        {announcement}
      </p>

      <h3 className="mb-2 font-semibold">Installed</h3>
      {installed.length === 0 ? (
        <p className="mb-6 text-sm">No model is installed yet. base.en is a good start for English (148 MB).</p>
      ) : (
        <ul className="mb-6 grid gap-3 lg:grid-cols-2" aria-label="Installed models">
          {installed.map((m) => (
            <ModelCard key={m.name} model={m} busy={busy} onInstall={onInstall} onRemove={onRemove} />
          ))}
        </ul>
      )}
      <h3 className="mb-2 font-semibold">Available</h3>
      <ul className="grid gap-3 lg:grid-cols-2" aria-label="Available models">
        {available.map((m) => (
          <ModelCard key={m.name} model={m} busy={busy} onInstall={onInstall} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}

function ChoiceRow({ choice }: { choice: TranscriptionChoice }) {
  const engine =
    choice.provider === null
      ? 'no engine'
      : `${choice.provider}${choice.model ? ` ${choice.model}` : ''}${choice.provider === 'pocketsphinx' ? ' (draft quality)' : ''}`;
  const many = choice.languages.length > 1;
  return (
    <li className="rounded-md border p-3 text-sm">
      <span className="font-medium">{many ? `${choice.languages.length} languages` : choice.languageNames[0]}</span> →{' '}
      {engine}
      {many ? (
        <details className="mt-1">
          <summary className="cursor-pointer underline-offset-4 hover:underline">Which languages</summary>
          <p className="text-muted-foreground mt-1">{choice.languageNames.join(', ')}</p>
        </details>
      ) : null}
    </li>
  );
}

function ModelCard({
  model,
  busy,
  onInstall,
  onRemove,
}: {
  model: WhisperModel;
  busy: boolean;
  onInstall: (name: string) => void;
  onRemove: (model: WhisperModel) => void;
}) {
  const running = model.install && model.install.state !== 'failed' ? model.install : null;
  const failed = model.install?.state === 'failed' ? model.install : null;
  const facts = [
    `${megabytes(model.bytes)} download`,
    model.ramBytes !== null ? `${model.ramEstimated ? 'about ' : ''}${megabytes(model.ramBytes)} memory` : null,
    model.relativeSpeed !== null ? `${model.relativeSpeed}× large’s speed` : null,
  ].filter(Boolean);
  return (
    <li className="grid gap-2 rounded-md border p-3" aria-labelledby={`model-${model.name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`model-${model.name}`} className="font-mono font-semibold">
          {model.name}
        </h4>
        <Badge variant="outline">
          {model.multilingual === null ? 'Unknown languages' : model.multilingual ? 'Multilingual' : 'English only'}
        </Badge>
        {model.quantisation ? <Badge variant="outline">Quantised {model.quantisation}</Badge> : null}
      </div>
      <p className="text-sm">{facts.join(' · ')}</p>
      <p className="text-muted-foreground text-sm">{model.accuracy}</p>
      {model.problem ? <p className="text-destructive text-sm">Not usable: {model.problem}</p> : null}
      {running ? (
        <div className="grid gap-1 text-sm">
          <progress
            className="accent-primary h-2 w-full"
            max={100}
            value={percent(model)}
            aria-label={`Download of ${model.name}`}
          />
          <span>
            {running.state === 'verifying'
              ? 'Checking the SHA-256…'
              : `${percent(model)} % (${megabytes(running.receivedBytes)} of ${megabytes(running.totalBytes)})`}
          </span>
        </div>
      ) : null}
      {failed ? <p className="text-destructive text-sm break-words">Failed: {failed.error}</p> : null}
      <div className="flex flex-wrap gap-2">
        {model.installed ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => onRemove(model)}
            aria-label={`Remove ${model.name}`}
          >
            Remove
          </Button>
        ) : running ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => onRemove(model)}
            aria-label={`Stop the download of ${model.name}`}
          >
            Stop the download
          </Button>
        ) : model.sha256 ? (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => onInstall(model.name)}
            aria-label={`${failed ? 'Try again to install' : 'Install'} ${model.name}`}
          >
            {failed ? 'Try again to install' : 'Install'}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
