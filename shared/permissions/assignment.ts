import type { Role } from '../constants';

/** The parts of an assignment its rules look at. */
export interface OwnedAssignment {
  createdBy: string;
  assignees: readonly string[];
}

/** Roles that may create assignments (and labels) at all. */
export const ASSIGNMENT_CREATORS: readonly Role[] = ['admin', 'content-manager', 'transcript-editor'];

export function canCreateAssignment(role: Role): boolean {
  return ASSIGNMENT_CREATORS.includes(role);
}

/**
 * Changing an assignment's fields and running timers on it: admins and content-managers always;
 * transcript-editors on assignments they created or are assigned to; viewers never.
 */
export function canWorkOnAssignment(role: Role, userId: string, assignment: OwnedAssignment): boolean {
  if (role === 'admin' || role === 'content-manager') return true;
  if (role === 'transcript-editor') return assignment.createdBy === userId || assignment.assignees.includes(userId);
  return false;
}

/** Admins, content-managers and the assignment's creator (unless they are now a viewer). */
export function canDeleteAssignment(
  role: Role,
  userId: string,
  assignment: Pick<OwnedAssignment, 'createdBy'>,
): boolean {
  if (role === 'admin' || role === 'content-manager') return true;
  return role === 'transcript-editor' && assignment.createdBy === userId;
}
