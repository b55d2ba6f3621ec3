import type { Role } from '../constants';
import { CUE_EDITORS } from './track';

// Who reads what viewers sent through the embeds.

/** Proposed corrections go to those who can act on them by editing cues. */
export const CORRECTION_REVIEWERS: readonly Role[] = CUE_EDITORS;

/** Accessibility requests may carry an email address: managers only. */
export const MEDIA_REQUEST_REVIEWERS: readonly Role[] = ['admin', 'content-manager'];

export function canReviewCorrections(role: Role): boolean {
  return CORRECTION_REVIEWERS.includes(role);
}

export function canReviewMediaRequests(role: Role): boolean {
  return MEDIA_REQUEST_REVIEWERS.includes(role);
}
