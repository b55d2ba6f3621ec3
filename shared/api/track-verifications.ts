import type { ReviewSegmentBody, StartedVerification, VerificationResult } from '../schemas/track-verifications';
import type { ApiClient, CallOptions } from './client';

// Verification by sampling (issue 30; docs/editor-api.md, "Verification"); every call needs TRACK_REVIEWERS.

const enc = encodeURIComponent;
interface TrackRef {
  workspaceId: string;
  fileId: string;
  trackId: string;
}
const verificationsPath = (ref: TrackRef) => `/files/${enc(ref.fileId)}/tracks/${enc(ref.trackId)}/verifications`;

/** Starts a verification: the server draws the sample of cues to check. */
export function startTrackVerification(client: ApiClient, ref: TrackRef, options: CallOptions = {}) {
  return client.request<StartedVerification>('POST', verificationsPath(ref), {
    query: { workspaceId: ref.workspaceId },
    signal: options.signal,
  });
}

/** Records the text heard for one sampled cue (the same text confirms it). */
export function reviewVerificationSegment(
  client: ApiClient,
  ref: TrackRef & { verificationId: string; segmentId: string },
  body: ReviewSegmentBody,
  options: CallOptions = {},
) {
  return client.request<void>(
    'PUT',
    `${verificationsPath(ref)}/${enc(ref.verificationId)}/segments/${enc(ref.segmentId)}`,
    { query: { workspaceId: ref.workspaceId }, body, signal: options.signal },
  );
}

/** Measures the sample, applies the corrections and marks the track verified when the target is reached. */
export function completeTrackVerification(
  client: ApiClient,
  ref: TrackRef & { verificationId: string },
  options: CallOptions = {},
) {
  return client.request<VerificationResult>('POST', `${verificationsPath(ref)}/${enc(ref.verificationId)}/complete`, {
    query: { workspaceId: ref.workspaceId },
    signal: options.signal,
  });
}
