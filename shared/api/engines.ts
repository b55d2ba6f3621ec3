import type { EnginesResponse, OrderJobBody } from '../schemas/engines';
import type { Job } from '../schemas/jobs';
import type { ApiClient, CallOptions, WriteOptions } from './client';

/** Which transcription, alignment, translation and voice engines this server can run, and why not. */
export function getEngines(client: ApiClient, options: CallOptions = {}) {
  return client.request<EnginesResponse>('GET', '/engines', { signal: options.signal });
}

/** Orders machine work on a file; 202 `{ job }`, or 402 insufficient_credit, 409, 503 engine_unavailable. */
export function orderFileJob(
  client: ApiClient,
  workspaceId: string,
  fileId: string,
  body: OrderJobBody,
  options: WriteOptions = {},
) {
  return client.request<{ job: Job }>(
    'POST',
    `/workspaces/${encodeURIComponent(workspaceId)}/files/${encodeURIComponent(fileId)}/jobs`,
    { body, ...options },
  );
}
