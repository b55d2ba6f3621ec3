import { useCallback, useState } from 'react';
import type { TrackSummary } from '@shared/schemas/embed';
import type { EngineJobKind } from '@shared/schemas/engines';
import type { Job } from '@shared/schemas/jobs';
import { Button } from '@/components/ui/button';
import { useEngines } from '../api/get-engines';
import { JOB_KINDS, sourceTracks, unavailability } from '../order';
import { JobProgress } from './job-progress';
import { OrderJobDialog } from './order-job-dialog';

interface Props {
  workspaceId: string;
  fileId: string;
  /** The file's duration once processed; null while it is not, when nothing can be ordered yet. */
  durationMs: number | null;
  tracks: TrackSummary[];
  /** Called when an ordered job ends, so the page can show the new track. */
  onJobFinished: (job: Job) => void;
  /**
   * Transcribing is this file's next step (it has no track yet): Transcribe leads, as the page's primary
   * action, and the other orders follow as "More machine work".
   */
  lead?: boolean;
  /** The file has sound and no picture: an extended video cannot be made from it. */
  audioOnly?: boolean;
}

const NEEDS_TRACK: Partial<Record<EngineJobKind, string>> = {
  align: 'Needs a captions or subtitles track to align',
  translate: 'Needs a track to translate',
  describe: 'Needs a descriptions track',
  voiceover: 'Needs a captions or subtitles track to speak',
  described_audio: 'Needs a descriptions track',
  extended_video: 'Needs a descriptions track',
};

/** The file page's "Machine work" panel: one button per order, the dialog that confirms it, and its progress. */
export function MediaJobs(props: Props) {
  const { workspaceId, fileId, durationMs, tracks, onJobFinished, lead = false, audioOnly = false } = props;
  const engines = useEngines();
  const [open, setOpen] = useState<EngineJobKind | null>(null);
  const [ordered, setOrdered] = useState<Job[]>([]);
  const finished = useCallback((job: Job) => onJobFinished(job), [onJobFinished]);

  const list = engines.data?.engines ?? [];
  const blocked = JOB_KINDS.map((k) => {
    const missing = engines.data ? unavailability(list, k.capability) : null;
    const why =
      durationMs === null
        ? 'Available once the file is processed'
        : missing
          ? `Unavailable: ${missing.reason}`
          : k.kind !== 'transcribe' && sourceTracks(k.kind, tracks).length === 0
            ? NEEDS_TRACK[k.kind]
            : k.kind === 'extended_video' && audioOnly
              ? 'Needs a video: this file is audio only (its described audio can be rendered)'
              : null;
    return { ...k, why, install: missing?.install ?? null };
  });

  const button = (k: (typeof blocked)[number], primary = false) => (
    <Button
      key={k.kind}
      variant={primary ? 'default' : 'outline'}
      size={primary ? 'lg' : 'default'}
      disabled={!engines.data || k.why !== null}
      aria-describedby={k.why ? `media-job-why-${k.kind}` : undefined}
      onClick={() => setOpen(k.kind)}
    >
      {k.label}
    </Button>
  );
  const [transcribe, ...others] = blocked;
  return (
    <section aria-labelledby="media-jobs-heading" className="grid gap-3">
      <h2 id="media-jobs-heading" className="text-lg font-semibold">
        {lead ? 'Next step: transcribe' : 'Machine work'}
      </h2>
      {engines.isError ? <p role="alert">The engines could not be loaded: {engines.error.message}</p> : null}
      {lead && transcribe ? (
        <>
          <p className="text-sm">
            This file has no transcript yet. A machine transcript gives you captions to review in the editor, then to
            translate and embed.
          </p>
          <div>{button(transcribe, true)}</div>
          <h3 className="text-muted-foreground text-sm font-medium">More machine work</h3>
          <div className="flex flex-wrap gap-2">{others.map((k) => button(k))}</div>
        </>
      ) : (
        <div className="flex flex-wrap gap-2">{blocked.map((k) => button(k))}</div>
      )}
      {blocked.some((k) => k.why) ? (
        <ul className="text-muted-foreground grid gap-1 text-sm">
          {blocked
            .filter((k) => k.why)
            .map((k) => (
              <li key={k.kind} id={`media-job-why-${k.kind}`}>
                {k.label}: {k.why}
                {k.install ? (
                  <>
                    {' '}
                    — install with <code>{k.install}</code>
                  </>
                ) : null}
              </li>
            ))}
        </ul>
      ) : null}
      {ordered.length > 0 ? (
        <ul aria-label="Ordered work" aria-live="polite" className="grid gap-2">
          {ordered.map((job) => (
            <JobProgress key={job.id} workspaceId={workspaceId} job={job} onFinished={finished} />
          ))}
        </ul>
      ) : null}
      {open && durationMs !== null ? (
        <OrderJobDialog
          workspaceId={workspaceId}
          fileId={fileId}
          durationMs={durationMs}
          tracks={tracks}
          engines={list}
          kind={open}
          onOrdered={(job) => setOrdered((jobs) => [job, ...jobs])}
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        />
      ) : null}
    </section>
  );
}
