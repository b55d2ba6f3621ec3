// Extended audio description (issue 31): which cues may pause the media while they are spoken.

/** Why a write was refused: `extended` set on a cue outside a descriptions track. */
export const EXTENDED_OUTSIDE_DESCRIPTIONS =
  'Only cues of a descriptions track can be extended (pause the media while they are spoken)';

/** True when `cues` set `extended` on a track of a kind that is not `descriptions`. */
export const extendedOutsideDescriptions = (kind: string, cues: readonly { extended?: boolean }[]) =>
  kind !== 'descriptions' && cues.some((cue) => cue.extended === true);
