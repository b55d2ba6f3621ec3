import type { Role } from '@shared/constants';

/** Roles that may create assignments and labels at all. */
export const ASSIGNMENT_CREATORS: readonly Role[] = ['admin', 'content-manager', 'transcript-editor'];

/**
 * Whether a member may change an assignment (fields, timers): admins and content-managers always;
 * transcript-editors only for assignments they created or are assigned to; viewers never.
 */
export function canWorkOnAssignment(
  role: Role,
  userId: string,
  assignment: { createdBy: string; assignees: readonly string[] },
): boolean {
  if (role === 'admin' || role === 'content-manager') return true;
  if (role === 'transcript-editor') return assignment.createdBy === userId || assignment.assignees.includes(userId);
  return false;
}
