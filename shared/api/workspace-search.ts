import type { WorkspaceSearchQuery, WorkspaceSearchResponse } from '../schemas/workspace-search';
import type { ApiClient, CallOptions } from './client';

/** Ranked, timed hits across a workspace's transcripts, grouped by file. */
export function searchWorkspace(
  client: ApiClient,
  workspaceId: string,
  query: WorkspaceSearchQuery,
  options: CallOptions = {},
) {
  return client.request<WorkspaceSearchResponse>('GET', `/workspaces/${encodeURIComponent(workspaceId)}/search`, {
    query,
    signal: options.signal,
  });
}
