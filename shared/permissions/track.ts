import { ROLES, type Role } from '../constants';
import { FILE_MANAGERS } from './file';

// Who may do what with a file's tracks and their cues.

/** Every member reads a track's cues. */
export const TRACK_READERS: readonly Role[] = ROLES;

/** Adding and deleting tracks is managing the file. */
export const TRACK_MANAGERS: readonly Role[] = FILE_MANAGERS;

/** Replacing a track's cues: managers and transcript editors. */
export const CUE_EDITORS: readonly Role[] = ['admin', 'content-manager', 'transcript-editor'];

export function canViewTracks(role: Role): boolean {
  return TRACK_READERS.includes(role);
}

export function canManageTracks(role: Role): boolean {
  return TRACK_MANAGERS.includes(role);
}

export function canEditCues(role: Role): boolean {
  return CUE_EDITORS.includes(role);
}
