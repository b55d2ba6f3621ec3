import type { TrackSummary } from '../schemas/embed';
import type {
  CreateFileBody,
  CreateTrackBody,
  FileWithTracks,
  ManagedFile,
  ManagedTrack,
  ConfirmCuesBody,
  PutCuesBody,
  PutTranscriptBody,
  UpdateFileBody,
} from '../schemas/media';
import type {
  BulkFilesBody,
  BulkFilesResponse,
  FileFromLinkBody,
  ListFilesQuery,
  ListFilesResponse,
} from '../schemas/file-list';
import type { ApiClient, CallOptions, WriteOptions } from './client';

const enc = encodeURIComponent;
interface FileRef {
  workspaceId: string;
  fileId: string;
}
interface TrackRef extends FileRef {
  trackId: string;
}
const trackPath = (ref: TrackRef) => `/files/${enc(ref.fileId)}/tracks/${enc(ref.trackId)}`;

/** One page of a workspace's files (most recently changed first unless `sort` says otherwise). */
export function listFiles(client: ApiClient, query: ListFilesQuery, options: CallOptions = {}) {
  return client.request<ListFilesResponse>('GET', '/files', { query: { ...query }, signal: options.signal });
}

/** Adds a file whose media is a YouTube or Vimeo video or a direct media URL (admin, content-manager). */
export function createFileFromLink(client: ApiClient, body: FileFromLinkBody, options: WriteOptions = {}) {
  return client.request<{ file: ManagedFile }>('POST', '/files/from_link', { body, ...options });
}

/** Deletes files or sets whether they are embeddable, up to 100 at once (admin, content-manager). */
export function bulkUpdateFiles(client: ApiClient, body: BulkFilesBody, options: CallOptions = {}) {
  return client.request<BulkFilesResponse>('POST', '/files/bulk', { body, signal: options.signal });
}

/** The address of a file's stored media; `<video>`/`<audio>` reach private media through the session cookie. */
export function mediaUrl(fileId: string, variant: 'original' | 'rendition' | 'poster' | 'peaks'): string {
  return `/api/media/${enc(fileId)}/${variant}`;
}

/** Creates a file (admin, content-manager). */
export function createFile(client: ApiClient, body: CreateFileBody, options: WriteOptions = {}) {
  return client.request<{ file: ManagedFile }>('POST', '/files', { body, ...options });
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
export function createTrack(client: ApiClient, ref: FileRef, body: CreateTrackBody, options: WriteOptions = {}) {
  return client.request<{ track: TrackSummary }>('POST', `/files/${enc(ref.fileId)}/tracks`, {
    query: { workspaceId: ref.workspaceId },
    body,
    ...options,
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

/** Confirms cues' text as heard, so their words no longer count as uncertain (admin, content-manager, transcript-editor). */
export function confirmTrackCues(client: ApiClient, ref: TrackRef, body: ConfirmCuesBody, options: CallOptions = {}) {
  return client.request<void>('POST', `${trackPath(ref)}/cues/confirm`, {
    query: { workspaceId: ref.workspaceId },
    body,
    signal: options.signal,
  });
}

/** Replaces a track's cues with a transcript's text, untimed until alignment (admin, content-manager, transcript-editor). */
export function putTrackTranscript(
  client: ApiClient,
  ref: TrackRef,
  body: PutTranscriptBody,
  options: CallOptions = {},
) {
  return client.request<ManagedTrack>('PUT', `${trackPath(ref)}/transcript`, {
    query: { workspaceId: ref.workspaceId },
    body,
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
