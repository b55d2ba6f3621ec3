import type { ManagedTrack } from '../schemas/media';
import type {
  ListVersionsResponse,
  PatchCuesBody,
  PatchCuesResponse,
  PutCuesWithBaseBody,
  RestoreVersionBody,
  TrackEditorsResponse,
  VersionWithCues,
} from '../schemas/track-versions';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;
interface TrackRef {
  workspaceId: string;
  fileId: string;
  trackId: string;
}
const trackPath = (ref: TrackRef) => `/files/${enc(ref.fileId)}/tracks/${enc(ref.trackId)}`;

/**
 * Saves changed, added and removed cues on top of `baseVersion`; others' changes to different cues merge
 * (`merged`, `theirs`), the same cues fail with ApiError 409 `version_conflict` (CUE_EDITORS).
 */
export function patchTrackCues(client: ApiClient, ref: TrackRef, body: PatchCuesBody, options: CallOptions = {}) {
  return client.request<PatchCuesResponse>('PATCH', `${trackPath(ref)}/cues`, {
    query: { workspaceId: ref.workspaceId },
    body,
    signal: options.signal,
  });
}

/** Replaces all of a track's cues, refused with 409 `version_conflict` when it is no longer at `baseVersion` (CUE_EDITORS). */
export function putTrackCuesAtVersion(
  client: ApiClient,
  ref: TrackRef,
  body: PutCuesWithBaseBody,
  options: CallOptions = {},
) {
  return client.request<ManagedTrack>('PUT', `${trackPath(ref)}/cues`, {
    query: { workspaceId: ref.workspaceId },
    body,
    signal: options.signal,
  });
}

/** A track's versions, newest first, a page at a time (every member). */
export function listTrackVersionHistory(
  client: ApiClient,
  ref: TrackRef,
  page: { before?: number; limit?: number } = {},
  options: CallOptions = {},
) {
  return client.request<ListVersionsResponse>('GET', `${trackPath(ref)}/versions`, {
    query: { workspaceId: ref.workspaceId, before: page.before, limit: page.limit },
    signal: options.signal,
  });
}

/** One version with the track's cues as they were then (every member). */
export function getTrackVersion(client: ApiClient, ref: TrackRef, version: number, options: CallOptions = {}) {
  return client.request<VersionWithCues>('GET', `${trackPath(ref)}/versions/${version}`, {
    query: { workspaceId: ref.workspaceId },
    signal: options.signal,
  });
}

/** Makes an old version's cues current again as a new version (CUE_EDITORS); 409 when the track moved past `baseVersion`. */
export function restoreTrackVersion(
  client: ApiClient,
  ref: TrackRef,
  version: number,
  body: RestoreVersionBody,
  options: CallOptions = {},
) {
  return client.request<ManagedTrack>('POST', `${trackPath(ref)}/versions/${version}/restore`, {
    query: { workspaceId: ref.workspaceId },
    body,
    signal: options.signal,
  });
}

/** Heartbeat: "I am editing this track"; answers the other people editing it now (CUE_EDITORS). */
export function beatTrackEditing(client: ApiClient, ref: TrackRef, options: CallOptions = {}) {
  return client.request<TrackEditorsResponse>('PUT', `${trackPath(ref)}/editing`, {
    query: { workspaceId: ref.workspaceId },
    signal: options.signal,
  });
}

/** "I stopped editing this track" (CUE_EDITORS). */
export function stopTrackEditing(client: ApiClient, ref: TrackRef, options: CallOptions = {}) {
  return client.request<void>('DELETE', `${trackPath(ref)}/editing`, {
    query: { workspaceId: ref.workspaceId },
    signal: options.signal,
  });
}
