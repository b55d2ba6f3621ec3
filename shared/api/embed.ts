import type {
  CorrectionBody,
  EmbedFile,
  EmbedShowcase,
  EmbedTrack,
  MediaRequestBody,
  ShowcaseSearchResponse,
} from '../schemas/embed';
import type { ApiClient, CallOptions } from './client';

// The public embed API (no sign-in). Paths are a contract customers' pages depend on.
const ws = (workspaceId: string) => `/embed/workspaces/${encodeURIComponent(workspaceId)}`;
const file = (workspaceId: string, fileId: string) => `${ws(workspaceId)}/files/${encodeURIComponent(fileId)}`;

/** A published showcase with its files. */
export function getEmbedShowcase(
  client: ApiClient,
  params: { workspaceId: string; showcaseId: string },
  options: CallOptions = {},
) {
  return client.request<EmbedShowcase>(
    'GET',
    `${ws(params.workspaceId)}/showcases/${encodeURIComponent(params.showcaseId)}`,
    { signal: options.signal },
  );
}

/** Timed hits across every transcript of a showcase, ranked, one page at a time. */
export function searchEmbedShowcase(
  client: ApiClient,
  params: { workspaceId: string; showcaseId: string; q: string; limit?: number; cursor?: string },
  options: CallOptions = {},
) {
  const { workspaceId, showcaseId, ...query } = params;
  return client.request<ShowcaseSearchResponse>(
    'GET',
    `${ws(workspaceId)}/showcases/${encodeURIComponent(showcaseId)}/search`,
    { query, signal: options.signal },
  );
}

/** One embeddable file: media source, options and the list of its tracks. */
export function getEmbedFile(
  client: ApiClient,
  params: { workspaceId: string; fileId: string },
  options: CallOptions = {},
) {
  return client.request<EmbedFile>('GET', file(params.workspaceId, params.fileId), { signal: options.signal });
}

/** The cues of one track, as JSON. */
export function getEmbedTrack(
  client: ApiClient,
  params: { workspaceId: string; fileId: string; trackId: string },
  options: CallOptions = {},
) {
  return client.request<EmbedTrack>(
    'GET',
    `${file(params.workspaceId, params.fileId)}/tracks/${encodeURIComponent(params.trackId)}`,
    { signal: options.signal },
  );
}

/** URL of a track as a WebVTT document, usable as `<track src>`. */
export function embedTrackVttUrl(client: ApiClient, params: { workspaceId: string; fileId: string; trackId: string }) {
  return `${client.baseUrl}${file(params.workspaceId, params.fileId)}/tracks/${encodeURIComponent(params.trackId)}.vtt`;
}

/** A viewer's proposed correction of one cue; stored as pending. */
export function postEmbedCorrection(
  client: ApiClient,
  params: { workspaceId: string; fileId: string; body: CorrectionBody },
  options: CallOptions = {},
) {
  return client.request<unknown>('POST', `${file(params.workspaceId, params.fileId)}/corrections`, {
    body: params.body,
    signal: options.signal,
  });
}

/** A viewer's request for captions, a translation, audio description… of a file; stored as pending. */
export function postEmbedRequest(
  client: ApiClient,
  params: { workspaceId: string; fileId: string; body: MediaRequestBody },
  options: CallOptions = {},
) {
  return client.request<unknown>('POST', `${file(params.workspaceId, params.fileId)}/requests`, {
    body: params.body,
    signal: options.signal,
  });
}
