import type { Role } from '@shared/constants';
import { effectiveRole } from '@shared/permissions/workspace';

// The rules themselves live in shared/permissions (the server decides with the same functions); this file
// only knows who the signed-in user is on the assignment screens.

/** Who uses the assignment screens: the signed-in user (operators act as admin). */
export interface AssignmentUser {
  id: string;
  /** Shown in time entries and activity. */
  name: string;
  isOperator: boolean;
}

/** The caller's role from the member list; anyone not (yet) in it only reads. */
export function roleOf(user: AssignmentUser, members: readonly { userId: string; role: Role }[] | undefined): Role {
  const membership = members?.find((m) => m.userId === user.id)?.role ?? null;
  return effectiveRole(membership, user.isOperator) ?? 'viewer';
}
