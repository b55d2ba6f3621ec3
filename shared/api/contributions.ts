import {
  type CorrectionStatus,
  type MediaRequestKind,
  type MediaRequestStatus,
  PENDING_BADGE_LIMIT,
} from '../constants';
import type { ListMediaRequestsResponse, ListProposedCorrectionsResponse } from '../schemas/contributions';
import type { ApiClient, CallOptions } from './client';

interface PageQuery {
  workspaceId: string;
  limit?: number;
  cursor?: string;
}

export interface CorrectionListQuery extends PageQuery {
  /** Default `pending`. */
  status?: CorrectionStatus;
  fileId?: string;
  language?: string;
}

export interface MediaRequestListQuery extends PageQuery {
  /** Default `pending`. */
  status?: MediaRequestStatus;
  kind?: MediaRequestKind;
  fileId?: string;
}

/** Viewer-proposed corrections, newest first, pending unless `status` says otherwise (transcript-editor, content-manager, admin). */
export function listProposedCorrections(client: ApiClient, query: CorrectionListQuery, options: CallOptions = {}) {
  return client.request<ListProposedCorrectionsResponse>('GET', '/list_proposed_corrections', {
    query: { ...query },
    signal: options.signal,
  });
}

/**
 * Accessibility requests, newest first, pending unless `status` says otherwise (content-manager, admin). As the
 * specification calls it, `workspaceId` is also in the query.
 */
export function listMediaRequests(client: ApiClient, query: MediaRequestListQuery, options: CallOptions = {}) {
  return client.request<ListMediaRequestsResponse>(
    'GET',
    `/media_requests/workspaces/${encodeURIComponent(query.workspaceId)}`,
    // The specification's page is 20, the server's default, sent all the same.
    { query: { ...query, limit: query.limit ?? PENDING_BADGE_LIMIT }, signal: options.signal },
  );
}
