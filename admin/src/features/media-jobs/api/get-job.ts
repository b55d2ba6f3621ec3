import { useQuery } from '@tanstack/react-query';
import { getJob } from '@shared/api/jobs';
import { FINISHED_JOB_STATES, type Job } from '@shared/schemas/jobs';
import { apiClient } from '@/lib/api-client';
import { mediaJobsKeys } from './keys';

/** How often an unfinished job is asked about. */
export const JOB_POLL_MS = 2000;

/** One ordered job, polled until it ends (the way the Transcripts tab follows processing without events). */
export function useJob(workspaceId: string, initial: Job) {
  return useQuery({
    queryKey: mediaJobsKeys.job(workspaceId, initial.id),
    queryFn: ({ signal }) => getJob(apiClient, workspaceId, initial.id, { signal }),
    initialData: initial,
    // initialData counts as fresh: ask at once, then every JOB_POLL_MS while it runs.
    initialDataUpdatedAt: 0,
    refetchInterval: (query) =>
      query.state.data && FINISHED_JOB_STATES.includes(query.state.data.state) ? false : JOB_POLL_MS,
  });
}
