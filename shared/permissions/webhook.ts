import type { Role } from '../constants';

/** Managing the workspace's webhook endpoints and reading their deliveries: admins (and keys with `admin`). */
export const WEBHOOK_MANAGERS: readonly Role[] = ['admin'];

export function canManageWebhooks(role: Role): boolean {
  return WEBHOOK_MANAGERS.includes(role);
}
