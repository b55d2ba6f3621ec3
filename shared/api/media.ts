import type { TrackSummary } from '../schemas/embed';
import type {
  CreateFileBody,
  CreateTrackBody,
  FileWithTracks,
  ListFilesResponse,
  ManagedFile,
  ManagedTrack,
  PutCuesBody,
  UpdateFileBody,
} from '../schemas/media';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;
interface FileRef {
  workspaceId: string;
  fileId: string;
}
interface TrackRef extends FileRef {
  trackId: string;
}
const trackPath = (ref: TrackRef) => `/files/${enc(ref.fileId)}/tracks/${enc(ref.trackId)}`;

/** A workspace's files, newest first. */
export function listFiles(client: ApiClient, query: { workspaceId: string }, options: CallOptions = {}) {
  return client.request<ListFilesResponse>('GET', '/files', { query, signal: options.signal });
}

/** Creates a file (admin, content-manager). */
export function createFile(client: ApiClient, body: CreateFileBody, options: CallOptions = {}) {
  return client.request<{ file: ManagedFile }>('POST', '/files', { body, signal: options.signal });
}

/** One file with its tracks. */
export function getFile(client: ApiClient, ref: FileRef, options: CallOptions = {}) {
  return client.request<FileWithTracks>('GET', `/files/${enc(ref.fileId)}`, {
    query: { workspaceId: ref.workspaceId },
    signal: options.signal,
  });
}

/** Changes a file (admin, content-manager). */
export function updateFile(client: ApiClient, ref: FileRef, body: UpdateFileBody, options: CallOptions = {}) {
  return client.request<{ file: ManagedFile }>('PATCH', `/files/${enc(ref.fileId)}`, {
    query: { workspaceId: ref.workspaceId },
    body,
    signal: options.signal,
  });
}

/** Deletes a file with its tracks (admin, content-manager). */
export function deleteFile(client: ApiClient, ref: FileRef, options: CallOptions = {}) {
  return client.request<void>('DELETE', `/files/${enc(ref.fileId)}`, {
    query: { workspaceId: ref.workspaceId },
    signal: options.signal,
  });
}

/** Adds an empty track to a file (admin, content-manager). */
export function createTrack(client: ApiClient, ref: FileRef, body: CreateTrackBody, options: CallOptions = {}) {
  return client.request<{ track: TrackSummary }>('POST', `/files/${enc(ref.fileId)}/tracks`, {
    query: { workspaceId: ref.workspaceId },
    body,
    signal: options.signal,
  });
}

/** Deletes a track and its cues (admin, content-manager). */
export function deleteTrack(client: ApiClient, ref: TrackRef, options: CallOptions = {}) {
  return client.request<void>('DELETE', trackPath(ref), {
    query: { workspaceId: ref.workspaceId },
    signal: options.signal,
  });
}

/** A track with its cues and version. */
export function getTrackCues(client: ApiClient, ref: TrackRef, options: CallOptions = {}) {
  return client.request<ManagedTrack>('GET', `${trackPath(ref)}/cues`, {
    query: { workspaceId: ref.workspaceId },
    signal: options.signal,
  });
}

/** Replaces a track's cues (admin, content-manager, transcript-editor). */
export function putTrackCues(client: ApiClient, ref: TrackRef, body: PutCuesBody, options: CallOptions = {}) {
  return client.request<ManagedTrack>('PUT', `${trackPath(ref)}/cues`, {
    query: { workspaceId: ref.workspaceId },
    body,
    signal: options.signal,
  });
}
