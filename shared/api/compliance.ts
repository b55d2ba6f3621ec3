import type { ReviewTrackBody, TrackReview } from '../schemas/compliance';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;
interface TrackRef {
  workspaceId: string;
  trackId: string;
}

/** A track's origin and who reviewed or verified it (members). */
export function getTrackReview(client: ApiClient, ref: TrackRef, options: CallOptions = {}) {
  return client.request<{ review: TrackReview }>(
    'GET',
    `/workspaces/${enc(ref.workspaceId)}/tracks/${enc(ref.trackId)}/review`,
    { signal: options.signal },
  );
}

/** Marks the track reviewed by the caller, or withdraws the review (admin, content-manager, transcript-editor). */
export function reviewTrack(client: ApiClient, ref: TrackRef, body: ReviewTrackBody, options: CallOptions = {}) {
  return client.request<{ review: TrackReview }>(
    'POST',
    `/workspaces/${enc(ref.workspaceId)}/tracks/${enc(ref.trackId)}/review`,
    { body, signal: options.signal },
  );
}
