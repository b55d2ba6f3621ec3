import type { FileRenders, Job } from '../schemas/jobs';
import type { ApiClient, CallOptions } from './client';

const base = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}`;

/** The workspace's jobs, newest first; with `fileId`, only that file's. */
export function listJobs(
  client: ApiClient,
  workspaceId: string,
  query: { fileId?: string } = {},
  options: CallOptions = {},
) {
  return client.request<{ jobs: Job[] }>('GET', `${base(workspaceId)}/jobs`, { query, signal: options.signal });
}

/** One job: state, progress, step, error and result. */
export function getJob(client: ApiClient, workspaceId: string, jobId: string, options: CallOptions = {}) {
  return client.request<Job>('GET', `${base(workspaceId)}/jobs/${encodeURIComponent(jobId)}`, {
    signal: options.signal,
  });
}

/** Cancels a queued or running job (admin, content-manager). */
export function cancelJob(client: ApiClient, workspaceId: string, jobId: string, options: CallOptions = {}) {
  return client.request<Job>('POST', `${base(workspaceId)}/jobs/${encodeURIComponent(jobId)}/cancel`, {
    signal: options.signal,
  });
}

/** Runs a failed file's processing again (admin, content-manager). */
export function retryFileProcessing(client: ApiClient, workspaceId: string, fileId: string, options: CallOptions = {}) {
  return client.request<{ job: Job }>('POST', `${base(workspaceId)}/files/${encodeURIComponent(fileId)}/retry`, {
    signal: options.signal,
  });
}

/** The newest finished render of each kind per track of a file, still stored (every member). */
export function getFileRenders(client: ApiClient, workspaceId: string, fileId: string, options: CallOptions = {}) {
  return client.request<FileRenders>('GET', `${base(workspaceId)}/files/${encodeURIComponent(fileId)}/renders`, {
    signal: options.signal,
  });
}
