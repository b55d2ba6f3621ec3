import type { TrackSummary } from '../schemas/embed';
import type {
  DuplicateTrackBody,
  FilePublishing,
  RenameTrackBody,
  SpeechPreview,
  SpeechPreviewBody,
  TrackSpeech,
  TrackVoices,
  UpdatedTrack,
} from '../schemas/track-management';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;
interface FileRef {
  workspaceId: string;
  fileId: string;
}
interface TrackRef extends FileRef {
  trackId: string;
}

/** Changes a track's label (admin, content-manager). */
export function renameTrack(client: ApiClient, ref: TrackRef, body: RenameTrackBody, options: CallOptions = {}) {
  return client.request<{ track: TrackSummary }>('PATCH', `/files/${enc(ref.fileId)}/tracks/${enc(ref.trackId)}`, {
    query: { workspaceId: ref.workspaceId },
    body,
    signal: options.signal,
  });
}

/** Sets the voice and rate a track is read with; null puts back the default (admin, content-manager, transcript-editor). */
export function setTrackSpeech(
  client: ApiClient,
  ref: TrackRef,
  body: Partial<TrackSpeech>,
  options: CallOptions = {},
) {
  return client.request<{ track: UpdatedTrack }>('PATCH', `/files/${enc(ref.fileId)}/tracks/${enc(ref.trackId)}`, {
    query: { workspaceId: ref.workspaceId },
    body,
    signal: options.signal,
  });
}

/** The voices that can read the track (its language's, on this server's available engines), and its choice (members). */
export function getTrackVoices(client: ApiClient, ref: TrackRef, options: CallOptions = {}) {
  return client.request<TrackVoices>('GET', `/files/${enc(ref.fileId)}/tracks/${enc(ref.trackId)}/voices`, {
    query: { workspaceId: ref.workspaceId },
    signal: options.signal,
  });
}

/** Adds a copy of a track with its cues (admin, content-manager). */
export function duplicateTrack(client: ApiClient, ref: TrackRef, body: DuplicateTrackBody, options: CallOptions = {}) {
  return client.request<{ track: TrackSummary }>(
    'POST',
    `/files/${enc(ref.fileId)}/tracks/${enc(ref.trackId)}/duplicate`,
    { query: { workspaceId: ref.workspaceId }, body, signal: options.signal },
  );
}

/** Whether saved changes to the file reach the public embeds: embeddable, or in a published showcase. */
export function getFilePublishing(client: ApiClient, ref: FileRef, options: CallOptions = {}) {
  return client.request<FilePublishing>('GET', `/files/${enc(ref.fileId)}/publishing`, {
    query: { workspaceId: ref.workspaceId },
    signal: options.signal,
  });
}

/** A text read aloud in the track's language by the server's voice (admin, content-manager, transcript-editor). */
export function previewTrackSpeech(
  client: ApiClient,
  ref: TrackRef,
  body: SpeechPreviewBody,
  options: CallOptions = {},
) {
  return client.request<SpeechPreview>('POST', `/files/${enc(ref.fileId)}/tracks/${enc(ref.trackId)}/speech-preview`, {
    query: { workspaceId: ref.workspaceId },
    body,
    signal: options.signal,
  });
}
