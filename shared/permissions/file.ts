import { ROLES, type Role } from '../constants';

// Who may do what with a workspace's files. Role lists sit next to their predicate because the server
// names the allowed roles in its 403 message; the admin app calls the predicates to show or hide controls.

/** Every member lists and opens files. */
export const FILE_READERS: readonly Role[] = ROLES;

/** Creating, changing and deleting files. */
export const FILE_MANAGERS: readonly Role[] = ['admin', 'content-manager'];

/** Uploading media and adding it by link: the managers, before a single byte is accepted. */
export const FILE_UPLOADERS: readonly Role[] = FILE_MANAGERS;

export function canViewFiles(role: Role): boolean {
  return FILE_READERS.includes(role);
}

export function canManageFiles(role: Role): boolean {
  return FILE_MANAGERS.includes(role);
}

export function canUploadFiles(role: Role): boolean {
  return FILE_UPLOADERS.includes(role);
}
