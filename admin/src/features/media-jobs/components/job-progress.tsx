import { useQueryClient } from '@tanstack/react-query';
import type { Job } from '@shared/schemas/jobs';
import { jobStepText } from '@/lib/job-steps';
import { useFollowedJob } from '@/lib/use-job';
import { mediaJobsKeys } from '../api/keys';
import { JOB_KINDS, RENDITION_LINKS } from '../order';

/** One ordered job as it runs: state, step and a progress bar; tells the page once it has ended. */
export function JobProgress({
  workspaceId,
  job: ordered,
  onFinished,
}: {
  workspaceId: string;
  job: Job;
  onFinished: (job: Job) => void;
}) {
  const queryClient = useQueryClient();
  const job = useFollowedJob(workspaceId, ordered, (ended) => {
    // A failed or cancelled job's minutes come back: the balance changed either way.
    void queryClient.invalidateQueries({ queryKey: mediaJobsKeys.credit(workspaceId) });
    // A finished render joins the page's Renders list, which holds its link.
    if (ended.state === 'succeeded' && ended.fileId && ended.kind in RENDITION_LINKS) {
      void queryClient.invalidateQueries({ queryKey: mediaJobsKeys.renders(workspaceId, ended.fileId) });
    }
    onFinished(ended);
  });
  const meta = JOB_KINDS.find((k) => k.kind === job.kind);
  const label = meta?.label ?? job.kind;
  const activity = meta?.running ?? job.kind;

  const percent = Math.round(job.progress * 100);
  return (
    <li className="grid gap-1 text-sm">
      {job.state === 'succeeded' ? (
        <p>
          Done: {meta?.done ?? label}.{job.kind in RENDITION_LINKS ? ' It is listed under Renders.' : ''}
        </p>
      ) : job.state === 'failed' || job.state === 'cancelled' ? (
        <p className="text-destructive">
          {activity} {job.state === 'failed' ? 'failed' : 'was cancelled'}
          {job.error ? `: ${job.error}` : ''}. Its minutes were given back.
        </p>
      ) : (
        <>
          <p>
            {job.state === 'queued'
              ? `${activity} starts when a worker is free.`
              : jobStepText(activity, job.step, percent)}
          </p>
          <progress className="w-full" max={100} value={percent} aria-label={`${label} progress`} />
        </>
      )}
    </li>
  );
}
