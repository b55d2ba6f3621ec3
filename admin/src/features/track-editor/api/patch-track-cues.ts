import { patchTrackCues } from '@shared/api/track-versions';
import type { PatchCuesBody } from '@shared/schemas/track-versions';
import { keepaliveClient } from './keepalive-client';
import type { TrackRef } from './keys';

/** Saves the cues changed since `baseVersion`; sent with keepalive so a save started as the page closes lands. */
export function patchCues(ref: TrackRef, body: PatchCuesBody) {
  return patchTrackCues(keepaliveClient(), ref, body);
}
