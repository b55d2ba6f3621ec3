import { ROLES, type Role } from '../constants';

// Who may do what with a workspace's showcases.

/** Every member lists and opens showcases, published or not. */
export const SHOWCASE_READERS: readonly Role[] = ROLES;

/** Creating, changing, filling, publishing, unpublishing and deleting showcases. */
export const SHOWCASE_MANAGERS: readonly Role[] = ['admin', 'content-manager'];

export function canViewShowcases(role: Role): boolean {
  return SHOWCASE_READERS.includes(role);
}

export function canManageShowcases(role: Role): boolean {
  return SHOWCASE_MANAGERS.includes(role);
}
