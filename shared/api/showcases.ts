import type {
  CreateShowcaseBody,
  ListShowcasesResponse,
  SetShowcaseFilesBody,
  Showcase,
  UpdateShowcaseBody,
} from '../schemas/showcases';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;
interface ShowcaseRef {
  workspaceId: string;
  showcaseId: string;
}
type ShowcaseAnswer = { showcase: Showcase };
const call = <T>(
  client: ApiClient,
  method: string,
  suffix: string,
  ref: ShowcaseRef,
  body?: unknown,
  options: CallOptions = {},
) =>
  client.request<T>(method, `/showcases/${enc(ref.showcaseId)}${suffix}`, {
    query: { workspaceId: ref.workspaceId },
    body,
    signal: options.signal,
  });

/** A workspace's showcases, newest first. */
export function listShowcases(client: ApiClient, query: { workspaceId: string }, options: CallOptions = {}) {
  return client.request<ListShowcasesResponse>('GET', '/showcases', { query, signal: options.signal });
}

/** Creates an unpublished showcase (admin, content-manager). */
export function createShowcase(client: ApiClient, body: CreateShowcaseBody, options: CallOptions = {}) {
  return client.request<ShowcaseAnswer>('POST', '/showcases', { body, signal: options.signal });
}

/** One showcase. */
export function getShowcase(client: ApiClient, ref: ShowcaseRef, options: CallOptions = {}) {
  return call<ShowcaseAnswer>(client, 'GET', '', ref, undefined, options);
}

/** Changes title, description or options (admin, content-manager). */
export function updateShowcase(
  client: ApiClient,
  ref: ShowcaseRef,
  body: UpdateShowcaseBody,
  options: CallOptions = {},
) {
  return call<ShowcaseAnswer>(client, 'PATCH', '', ref, body, options);
}

/** Publishes a showcase; its embeds answer at once (admin, content-manager). */
export function publishShowcase(client: ApiClient, ref: ShowcaseRef, options: CallOptions = {}) {
  return call<ShowcaseAnswer>(client, 'POST', '/publish', ref, undefined, options);
}

/** Unpublishes a showcase; its embeds answer 404 at once (admin, content-manager). */
export function unpublishShowcase(client: ApiClient, ref: ShowcaseRef, options: CallOptions = {}) {
  return call<ShowcaseAnswer>(client, 'POST', '/unpublish', ref, undefined, options);
}

/** Sets the files in display order: reorders, adds and removes (admin, content-manager). */
export function setShowcaseFiles(
  client: ApiClient,
  ref: ShowcaseRef,
  body: SetShowcaseFilesBody,
  options: CallOptions = {},
) {
  return call<ShowcaseAnswer>(client, 'PUT', '/files', ref, body, options);
}

/** Deletes a showcase; its files stay (admin, content-manager). */
export function deleteShowcase(client: ApiClient, ref: ShowcaseRef, options: CallOptions = {}) {
  return call<void>(client, 'DELETE', '', ref, undefined, options);
}
