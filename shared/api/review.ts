import type {
  AcceptCorrectionBody,
  AcceptCorrectionResponse,
  BulkCorrectionsBody,
  BulkCorrectionsResponse,
  CorrectionDetail,
  CorrectionResponse,
  DecideCorrectionBody,
  MediaRequestAnalytics,
  MediaRequestDetail,
  MediaRequestResponse,
  OutboxMessage,
  OutboxQuery,
  OutboxResponse,
  ReviewCounts,
  SpamCorrectionResponse,
  StartMediaRequestResponse,
  TrackVersionsResponse,
} from '../schemas/review';
import type { ApiClient, CallOptions } from './client';

const ws = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}`;
const correctionPath = (workspaceId: string, correctionId: string) =>
  `${ws(workspaceId)}/corrections/${encodeURIComponent(correctionId)}`;
const requestPath = (workspaceId: string, requestId: string) =>
  `${ws(workspaceId)}/requests/${encodeURIComponent(requestId)}`;

/** One correction with its cue in context and the cue's current text (transcript-editor, content-manager, admin). */
export function getCorrection(client: ApiClient, workspaceId: string, correctionId: string, options: CallOptions = {}) {
  return client.request<CorrectionDetail>('GET', correctionPath(workspaceId, correctionId), options);
}

/**
 * Applies the proposed text (or `text`) to the cue as a new track version. A 409 `correction_conflict` (details:
 * `CorrectionConflictDetails`) means the cue changed since the suggestion: resend with `overrideCurrent: true`
 * once the reviewer has chosen; 410 `gone` means the cue was deleted.
 */
export function acceptCorrection(
  client: ApiClient,
  workspaceId: string,
  correctionId: string,
  body: AcceptCorrectionBody = {},
  options: CallOptions = {},
) {
  return client.request<AcceptCorrectionResponse>('POST', `${correctionPath(workspaceId, correctionId)}/accept`, {
    body,
    signal: options.signal,
  });
}

/** Rejects a pending correction, with an optional reason. */
export function rejectCorrection(
  client: ApiClient,
  workspaceId: string,
  correctionId: string,
  body: DecideCorrectionBody = {},
  options: CallOptions = {},
) {
  return client.request<CorrectionResponse>('POST', `${correctionPath(workspaceId, correctionId)}/reject`, {
    body,
    signal: options.signal,
  });
}

/** Marks a pending correction as spam and pauses contributions from its sender's address to this workspace. */
export function markCorrectionSpam(
  client: ApiClient,
  workspaceId: string,
  correctionId: string,
  body: DecideCorrectionBody = {},
  options: CallOptions = {},
) {
  return client.request<SpamCorrectionResponse>('POST', `${correctionPath(workspaceId, correctionId)}/spam`, {
    body,
    signal: options.signal,
  });
}

/** Rejects or marks as spam up to 100 pending corrections at once. */
export function decideCorrectionsInBulk(
  client: ApiClient,
  workspaceId: string,
  body: BulkCorrectionsBody,
  options: CallOptions = {},
) {
  return client.request<BulkCorrectionsResponse>('POST', `${ws(workspaceId)}/corrections/bulk`, {
    body,
    signal: options.signal,
  });
}

/** One accessibility request with its file's tracks and the assignment Start created (content-manager, admin). */
export function getMediaRequest(client: ApiClient, workspaceId: string, requestId: string, options: CallOptions = {}) {
  return client.request<MediaRequestDetail>('GET', requestPath(workspaceId, requestId), options);
}

/** Creates an assignment of the matching type on the request's file and marks the request in progress. */
export function startMediaRequest(
  client: ApiClient,
  workspaceId: string,
  requestId: string,
  options: CallOptions = {},
) {
  return client.request<StartMediaRequestResponse>('POST', `${requestPath(workspaceId, requestId)}/start`, options);
}

/** Marks a request fulfilled; the requester is mailed when they left an address. */
export function fulfilMediaRequest(
  client: ApiClient,
  workspaceId: string,
  requestId: string,
  options: CallOptions = {},
) {
  return client.request<MediaRequestResponse>('POST', `${requestPath(workspaceId, requestId)}/fulfil`, options);
}

/** Declines a request with a message; the requester is mailed when they left an address. */
export function declineMediaRequest(
  client: ApiClient,
  workspaceId: string,
  requestId: string,
  body: { message: string },
  options: CallOptions = {},
) {
  return client.request<MediaRequestResponse>('POST', `${requestPath(workspaceId, requestId)}/decline`, {
    body,
    signal: options.signal,
  });
}

/** The nav badges' pending counts, capped at `limit`; cheap to poll. */
export function getReviewCounts(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<ReviewCounts>('GET', `${ws(workspaceId)}/review_counts`, options);
}

/** Mail waiting in, failing in or sent from the outbox, newest first (operators only). */
export function listOutbox(client: ApiClient, query: OutboxQuery = {}, options: CallOptions = {}) {
  return client.request<OutboxResponse>('GET', '/operator/outbox', { query: { ...query }, signal: options.signal });
}

/** One message of the outbox, with its text (operators only). */
export function getOutboxMessage(client: ApiClient, id: string, options: CallOptions = {}) {
  return client.request<OutboxMessage>('GET', `/operator/outbox/${encodeURIComponent(id)}`, options);
}

/** Accessibility requests across all workspaces (operators only); days are UTC `YYYY-MM-DD`, both inclusive. */
export function getMediaRequestAnalytics(
  client: ApiClient,
  query: { from?: string; to?: string } = {},
  options: CallOptions = {},
) {
  return client.request<MediaRequestAnalytics>('GET', '/operator/media_requests/analytics', {
    query: { ...query },
    signal: options.signal,
  });
}

/** The path (under the API base) of the same analytics as CSV, one row per request; fetch it with the bearer token. */
export function mediaRequestAnalyticsCsvPath(query: { from?: string; to?: string } = {}) {
  const params = new URLSearchParams({ ...query, format: 'csv' });
  return `/operator/media_requests/analytics?${params.toString()}`;
}

/** A track's recorded versions, newest first; accepted viewer corrections say `source: 'viewer_correction'` (every member). */
export function listTrackVersions(client: ApiClient, workspaceId: string, trackId: string, options: CallOptions = {}) {
  return client.request<TrackVersionsResponse>(
    'GET',
    `${ws(workspaceId)}/tracks/${encodeURIComponent(trackId)}/versions`,
    options,
  );
}
