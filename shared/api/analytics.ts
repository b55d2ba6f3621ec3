import type { AnalyticsResponse } from '../schemas/analytics';
import type { ApiClient, CallOptions } from './client';

/** The workspace's figures per UTC day from `from` to `to` (default: the last 30 days; admin). */
export function getWorkspaceAnalytics(
  client: ApiClient,
  workspaceId: string,
  query: { from?: string; to?: string } = {},
  options: CallOptions = {},
) {
  return client.request<AnalyticsResponse>('GET', `/workspaces/${encodeURIComponent(workspaceId)}/analytics`, {
    query,
    signal: options.signal,
  });
}
