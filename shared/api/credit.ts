import type { CreditResponse } from '../schemas/credit';
import type { ApiClient, CallOptions } from './client';

/** A workspace's minutes balance and its ledger entries, newest first. */
export function getCredit(
  client: ApiClient,
  workspaceId: string,
  query: { cursor?: string; limit?: number } = {},
  options: CallOptions = {},
) {
  return client.request<CreditResponse>('GET', `/workspaces/${encodeURIComponent(workspaceId)}/credit`, {
    query,
    signal: options.signal,
  });
}
