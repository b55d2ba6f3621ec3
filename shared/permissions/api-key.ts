import type { Role } from '../constants';

/** Creating, listing and revoking the workspace's API keys: admins, as people (a key never manages keys). */
export const API_KEY_MANAGERS: readonly Role[] = ['admin'];

export function canManageApiKeys(role: Role): boolean {
  return API_KEY_MANAGERS.includes(role);
}
