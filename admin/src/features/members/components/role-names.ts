import type { Role } from '@shared/constants';

/** Roles as people read them. */
export const ROLE_NAMES: Record<Role, string> = {
  admin: 'Admin',
  'content-manager': 'Content manager',
  'transcript-editor': 'Transcript editor',
  viewer: 'Viewer',
};
