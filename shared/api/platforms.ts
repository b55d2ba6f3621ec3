import type { PlatformType } from '../constants';
import type {
  ImportPlatformCaptionsBody,
  ImportPlatformCaptionsResponse,
  ImportPlatformItemsBody,
  ImportPlatformItemsResponse,
  ListPlatformItemsQuery,
  ListPlatformItemsResponse,
  PlatformItemResponse,
  PublishDescribedAudioBody,
  PublishDescribedAudioResponse,
  PublishExtendedVideoBody,
  PublishExtendedVideoResponse,
  PublishTracksBody,
  PublishTracksResponse,
} from '../schemas/platforms';
import type { PlatformOAuthClientsResponse, StartPlatformOAuthResponse } from '../schemas/platform-oauth';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;
const base = (workspaceId: string, platform: PlatformType) => `/workspaces/${enc(workspaceId)}/platforms/${platform}`;

/**
 * One page of a connected platform's library (folders, items and whether each is imported). Fails with
 * `platform_reconnect` when the connection was revoked and `platform_unavailable` during an outage.
 */
export function listPlatformItems(
  client: ApiClient,
  workspaceId: string,
  platform: PlatformType,
  query: ListPlatformItemsQuery = {},
  options: CallOptions = {},
) {
  return client.request<ListPlatformItemsResponse>('GET', `${base(workspaceId, platform)}/items`, {
    query,
    signal: options.signal,
  });
}

/** One platform item with its platform captions, its imported file and what was published back to it. */
export function getPlatformItem(
  client: ApiClient,
  workspaceId: string,
  platform: PlatformType,
  itemId: string,
  options: CallOptions = {},
) {
  return client.request<PlatformItemResponse>('GET', `${base(workspaceId, platform)}/items/${enc(itemId)}`, {
    signal: options.signal,
  });
}

/** Imports items as library files (with their captions when asked); 202 with one result per item. */
export function importPlatformItems(
  client: ApiClient,
  workspaceId: string,
  platform: PlatformType,
  body: ImportPlatformItemsBody,
  options: CallOptions = {},
) {
  return client.request<ImportPlatformItemsResponse>('POST', `${base(workspaceId, platform)}/import`, {
    body,
    signal: options.signal,
  });
}

/** Imports chosen platform caption tracks of an imported item as tracks of its file. */
export function importPlatformCaptions(
  client: ApiClient,
  workspaceId: string,
  platform: PlatformType,
  itemId: string,
  body: ImportPlatformCaptionsBody,
  options: CallOptions = {},
) {
  return client.request<ImportPlatformCaptionsResponse>(
    'POST',
    `${base(workspaceId, platform)}/items/${enc(itemId)}/captions/import`,
    { body, signal: options.signal },
  );
}

/** Publishes a file's tracks back to the platform it was imported from; one result per track. */
export function publishTracks(
  client: ApiClient,
  workspaceId: string,
  fileId: string,
  body: PublishTracksBody,
  options: CallOptions = {},
) {
  return client.request<PublishTracksResponse>('POST', `/workspaces/${enc(workspaceId)}/files/${enc(fileId)}/publish`, {
    body,
    signal: options.signal,
  });
}

/**
 * Publishes a descriptions track's newest described audio render to the file's platform as an extra audio track
 * (Mux). Fails with 409 `conflict` when nothing has been rendered or the platform takes no audio tracks.
 */
export function publishDescribedAudio(
  client: ApiClient,
  workspaceId: string,
  fileId: string,
  body: PublishDescribedAudioBody,
  options: CallOptions = {},
) {
  return client.request<PublishDescribedAudioResponse>(
    'POST',
    `/workspaces/${enc(workspaceId)}/files/${enc(fileId)}/publish-described-audio`,
    { body, signal: options.signal },
  );
}

/**
 * Publishes a descriptions track's newest extended video render to the file's platform as a new item beside the
 * original (Mux, Vimeo, Wistia, Brightcove). Fails with 409 `conflict` when nothing has been rendered or the platform cannot.
 */
export function publishExtendedVideo(
  client: ApiClient,
  workspaceId: string,
  fileId: string,
  body: PublishExtendedVideoBody,
  options: CallOptions = {},
) {
  return client.request<PublishExtendedVideoResponse>(
    'POST',
    `/workspaces/${enc(workspaceId)}/files/${enc(fileId)}/publish-extended-video`,
    { body, signal: options.signal },
  );
}

/**
 * Starts connecting an OAuth platform (admins): the platform's consent URL, for the browser to go to next. Fails
 * with 503 `unavailable` (details.missing names the env vars) when the server has no OAuth client for it.
 */
export function startPlatformOAuth(
  client: ApiClient,
  workspaceId: string,
  platform: PlatformType,
  options: CallOptions = {},
) {
  return client.request<StartPlatformOAuthResponse>(
    'POST',
    `/workspaces/${enc(workspaceId)}/integrations/${platform}/oauth/start`,
    { signal: options.signal },
  );
}

/** Which OAuth platforms the server can connect by signing in (has their client id and secret). */
export function listPlatformOAuthClients(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<PlatformOAuthClientsResponse>(
    'GET',
    `/workspaces/${enc(workspaceId)}/integrations/oauth-clients`,
    {
      signal: options.signal,
    },
  );
}
