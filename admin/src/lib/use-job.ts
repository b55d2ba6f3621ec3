import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getJob } from '@shared/api/jobs';
import { FINISHED_JOB_STATES, type Job } from '@shared/schemas/jobs';
import { apiClient } from './api-client';

/** How often an unfinished job is asked about. */
export const JOB_POLL_MS = 2000;

export const jobKeys = {
  job: (workspaceId: string, jobId: string) => ['jobs', workspaceId, jobId] as const,
};

/**
 * One ordered job, polled until it ends (the way the Transcripts tab follows processing without events); the file
 * page's machine work and its describability analysis both follow their jobs with it.
 */
export function useJob(workspaceId: string, initial: Job) {
  return useQuery({
    queryKey: jobKeys.job(workspaceId, initial.id),
    queryFn: ({ signal }) => getJob(apiClient, workspaceId, initial.id, { signal }),
    initialData: initial,
    // initialData counts as fresh: ask at once, then every JOB_POLL_MS while it runs.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) =>
      query.state.data && FINISHED_JOB_STATES.includes(query.state.data.state) ? false : JOB_POLL_MS,
  });
}

/** The job as it runs, polled; `onEnded` is called once, when it has succeeded, failed or been cancelled. */
export function useFollowedJob(workspaceId: string, ordered: Job, onEnded: (job: Job) => void): Job {
  const { data: job = ordered } = useJob(workspaceId, ordered);
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || !FINISHED_JOB_STATES.includes(job.state)) return;
    reported.current = true;
    onEnded(job);
  }, [job, onEnded]);
  return job;
}
