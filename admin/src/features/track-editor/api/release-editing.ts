import { stopTrackEditing } from '@shared/api/track-versions';
import { keepaliveClient } from './keepalive-client';
import type { TrackRef } from './keys';

/** Tells the server this person stopped editing the track; sent with keepalive so it lands as the page closes. */
export function releaseEditing(ref: TrackRef) {
  return stopTrackEditing(keepaliveClient(), ref);
}
