import { EXTENDED_OUTSIDE_DESCRIPTIONS } from '@shared/describability/extended';
import type { VersionConflict } from '@shared/schemas/track-versions';
import { ApiHttpError } from '../http/errors';

/** 409 `version_conflict`: the track is no longer at the caller's base; `conflicts` names the cues both changed. */
export function versionConflict(currentVersion: number, conflicts: VersionConflict[] = []) {
  const message =
    conflicts.length > 0
      ? `Someone else changed ${conflicts.length === 1 ? 'this cue' : `${conflicts.length} of these cues`} since your copy: choose which to keep`
      : `The track changed since your copy (now version ${currentVersion}): reload it first`;
  return new ApiHttpError(409, 'version_conflict', message, { currentVersion, conflicts });
}

/** 400: `extended` set on a cue of a track that is not a descriptions track. */
export function extendedRefused() {
  return new ApiHttpError(400, 'validation_error', EXTENDED_OUTSIDE_DESCRIPTIONS, [
    { path: 'cues.extended', message: EXTENDED_OUTSIDE_DESCRIPTIONS, code: 'extended_outside_descriptions' },
  ]);
}
