import type { ListMediaRequestsResponse, ListProposedCorrectionsResponse } from '../schemas/contributions';
import type { ApiClient, CallOptions } from './client';

interface PendingQuery {
  workspaceId: string;
  limit?: number;
  cursor?: string;
}

/** Pending viewer-proposed corrections, newest first (transcript-editor, content-manager, admin). */
export function listProposedCorrections(client: ApiClient, query: PendingQuery, options: CallOptions = {}) {
  return client.request<ListProposedCorrectionsResponse>('GET', '/list_proposed_corrections', {
    query: { ...query },
    signal: options.signal,
  });
}

/** Pending accessibility requests, newest first (content-manager, admin). */
export function listMediaRequests(client: ApiClient, query: PendingQuery, options: CallOptions = {}) {
  return client.request<ListMediaRequestsResponse>(
    'GET',
    `/media_requests/workspaces/${encodeURIComponent(query.workspaceId)}`,
    { query: { ...query }, signal: options.signal },
  );
}
