import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@shared/api/client';
import type { Role } from '@shared/constants';
import { clockTime } from '@shared/describability/verdict';
import { canOrderEngineJobs } from '@shared/permissions/credit';
import { canEditCues, canManageTracks } from '@shared/permissions/track';
import type { DescriptionAnalysis } from '@shared/schemas/description-analysis';
import type { TrackSummary } from '@shared/schemas/embed';
import { FINISHED_JOB_STATES, type Job } from '@shared/schemas/jobs';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { jobStepText } from '@/lib/job-steps';
import { useFollowedJob } from '@/lib/use-job';
import { useAddDescription } from '../api/add-description';
import { useDescriptionAnalysis } from '../api/get-description-analysis';
import { descriptionAnalysisKeys } from '../api/keys';
import { useRunDescriptionAnalysis } from '../api/run-description-analysis';
import { useDescriptionRate } from '../api/get-description-rate';
import { type AnalysisItem, analysisItems } from './analysis-items';
import { AnalysisTimeline } from './analysis-timeline';

interface Props {
  workspaceId: string;
  fileId: string;
  role: Role;
  /** The processed file's duration; null while it is not processed, when nothing can be run. */
  durationMs: number | null;
  tracks: TrackSummary[];
  /** A description cue was added (the page shows it in the editor). */
  onDescriptionAdded: (trackId: string, cueId: string) => void;
}

const message = (error: Error) => (error instanceof ApiError ? error.message : 'Check your connection and try again.');

/**
 * The file page's "Audio description analysis": run the describability analysis, its verdict and reasons, and what
 * it found (a timeline and the same as a table), each one click from a description cue at that time.
 */
export function DescriptionAnalysisPanel({ workspaceId, fileId, role, durationMs, tracks, onDescriptionAdded }: Props) {
  const queryClient = useQueryClient();
  const analysis = useDescriptionAnalysis(workspaceId, fileId);
  const run = useRunDescriptionAnalysis(workspaceId, fileId);
  const add = useAddDescription(workspaceId, fileId);
  const [job, setJob] = useState<Job | null>(null);
  const [status, setStatus] = useState('');
  const descriptions = tracks.find((t) => t.kind === 'descriptions') ?? null;
  const rate = useDescriptionRate(workspaceId, fileId, descriptions?.id ?? null);
  const canAdd = canEditCues(role) && (descriptions !== null || canManageTracks(role));

  function onRun() {
    setStatus('');
    run.mutate(undefined, {
      onSuccess: ({ job }) => setJob(job),
    });
  }
  function onAdd(item: AnalysisItem, found: DescriptionAnalysis) {
    setStatus('');
    add.mutate(
      { startMs: item.atMs, endMs: item.endMs, text: item.prefill, track: descriptions, language: found.language },
      {
        onSuccess: ({ track, cueId }) => {
          setStatus(`Description added at ${clockTime(item.atMs)} in ${track.label}.`);
          onDescriptionAdded(track.id, cueId);
        },
      },
    );
  }

  return (
    <section aria-labelledby="description-analysis-heading" className="bg-card grid gap-4 rounded-lg border p-4">
      <h2 id="description-analysis-heading" className="text-lg font-semibold">
        Audio description analysis
      </h2>
      <p className="text-muted-foreground text-sm">
        Finds the silences a description fits in, where the picture changes and text on screen nobody says, and suggests
        whether the video needs audio description (WCAG 1.2.5). A person still decides.
      </p>
      {canOrderEngineJobs(role) ? (
        <div>
          <Button
            variant="outline"
            disabled={
              durationMs === null || run.isPending || (job !== null && !FINISHED_JOB_STATES.includes(job.state))
            }
            onClick={onRun}
          >
            {analysis.data ? 'Run the analysis again' : 'Run analysis'}
          </Button>
          {durationMs === null ? (
            <p className="text-muted-foreground mt-1 text-sm">Available once the file is processed.</p>
          ) : null}
        </div>
      ) : null}
      {run.isError ? (
        <Alert variant="destructive">The analysis could not be ordered. {message(run.error)}</Alert>
      ) : null}
      {job ? (
        <AnalysisJob
          key={job.id}
          workspaceId={workspaceId}
          job={job}
          onFinished={(ended) => {
            setJob(ended);
            void queryClient.invalidateQueries({ queryKey: descriptionAnalysisKeys.file(workspaceId, fileId) });
          }}
        />
      ) : null}
      {add.isError ? (
        <Alert variant="destructive">The description could not be added. {message(add.error)}</Alert>
      ) : null}
      <p role="status" className="text-sm empty:hidden">
        {status}
      </p>
      {analysis.isError ? (
        <Alert variant="destructive">The analysis could not be loaded. {message(analysis.error)}</Alert>
      ) : analysis.isPending ? (
        <p>Loading the analysis…</p>
      ) : analysis.data === null ? (
        <p>This video has not been analysed yet.</p>
      ) : (
        <Findings
          analysis={analysis.data}
          durationMs={durationMs ?? 0}
          rate={rate}
          canAdd={canAdd}
          busy={add.isPending}
          onAdd={(item) => onAdd(item, analysis.data!)}
        />
      )}
    </section>
  );
}

/** The ordered job as it runs; the analysis is fetched again once it has ended. */
function AnalysisJob({
  workspaceId,
  job: ordered,
  onFinished,
}: {
  workspaceId: string;
  job: Job;
  onFinished: (job: Job) => void;
}) {
  const job = useFollowedJob(workspaceId, ordered, onFinished);
  const percent = Math.round(job.progress * 100);
  return (
    <div aria-live="polite" className="grid gap-1 text-sm">
      {job.state === 'succeeded' ? (
        <p>Done: the video was analysed.</p>
      ) : job.state === 'failed' || job.state === 'cancelled' ? (
        <p className="text-destructive">
          The analysis {job.state === 'failed' ? 'failed' : 'was cancelled'}
          {job.error ? `: ${job.error}` : ''}. Its minutes were given back.
        </p>
      ) : (
        <>
          <p>
            {job.state === 'queued'
              ? 'The analysis starts when a worker is free.'
              : jobStepText('Analysing', job.step, percent)}
          </p>
          <progress className="w-full" max={100} value={percent} aria-label="Analysis progress" />
        </>
      )}
    </div>
  );
}

function Findings({
  analysis,
  durationMs,
  rate,
  canAdd,
  busy,
  onAdd,
}: {
  analysis: DescriptionAnalysis;
  durationMs: number;
  /** The descriptions track's rate, words a minute. */
  rate: number;
  canAdd: boolean;
  busy: boolean;
  onAdd: (item: AnalysisItem) => void;
}) {
  const items = analysisItems(analysis, durationMs, rate);
  return (
    <div className="grid gap-4">
      <div>
        <p className="font-semibold">
          {analysis.likelyNeeded ? 'Likely needs audio description' : 'Likely not needed'}
        </p>
        <ul className="list-disc pl-5 text-sm" aria-label="Reasons">
          {analysis.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <p className="text-muted-foreground text-xs">
          Analysed <time dateTime={analysis.analysedAt}>{new Date(analysis.analysedAt).toLocaleString()}</time>
        </p>
      </div>
      {analysis.ocrUnavailable ? (
        <p className="text-sm">
          On-screen text was not looked for: {analysis.ocrUnavailable.reason}.
          {analysis.ocrUnavailable.install ? (
            <>
              {' '}
              Install it with <code>{analysis.ocrUnavailable.install}</code> and run the analysis again.
            </>
          ) : null}
        </p>
      ) : null}
      {durationMs > 0 ? <AnalysisTimeline items={items} durationMs={durationMs} /> : null}
      {items.length === 0 ? (
        <p>No speech gaps, scene changes or on-screen text were found.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-left font-semibold">What the analysis found, in time order</caption>
            <thead>
              <tr className="border-b text-left">
                <th scope="col" className="py-1 pr-2 font-medium sm:pr-4">
                  Time
                </th>
                <th scope="col" className="py-1 pr-2 font-medium sm:pr-4">
                  Found
                </th>
                <th scope="col" className="py-1 pr-2 font-medium sm:pr-4">
                  Details
                </th>
                {canAdd ? (
                  <th scope="col" className="py-1 font-medium">
                    <span className="sr-only">Action</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.key} className="border-b">
                  <td className="py-1 pr-2 tabular-nums sm:pr-4">{clockTime(item.atMs)}</td>
                  <th scope="row" className="py-1 pr-2 text-left font-normal sm:pr-4">
                    {item.what}
                  </th>
                  <td className="py-1 pr-2 sm:pr-4">{item.detail}</td>
                  {canAdd ? (
                    <td className="py-1">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        aria-label={`Add description here, at ${clockTime(item.atMs)} (${item.what.toLowerCase()})`}
                        onClick={() => onAdd(item)}
                      >
                        {/* Short on a phone, so the table fits without scrolling sideways. */}
                        <span className="sm:hidden">Add</span>
                        <span className="hidden sm:inline">Add description here</span>
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
