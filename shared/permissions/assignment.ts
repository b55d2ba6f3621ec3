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

/** Roles that see and manage every assignment of the workspace (the workspace-wide assignments view). */
export const ASSIGNMENT_MANAGERS: readonly Role[] = ['admin', 'content-manager'];

export function canManageAssignments(role: Role): boolean {
  return ASSIGNMENT_MANAGERS.includes(role);
}

/**
 * Changing an assignment's details (title, description, type, priority, due date, assignees, labels): managers,
 * and transcript-editors on assignments they created. An assignee who did not create it works on it (timers,
 * status: `canWorkOnAssignment`) but does not rewrite the task they were given.
 */
export function canEditAssignment(role: Role, userId: string, assignment: OwnedAssignment): boolean {
  if (canManageAssignments(role)) return true;
  return role === 'transcript-editor' && assignment.createdBy === userId;
}

/**
 * Running timers on an assignment and changing its status (start, mark done): admins and content-managers
 * always; transcript-editors on assignments they created or are assigned to; viewers never.
 */
export function canWorkOnAssignment(role: Role, userId: string, assignment: OwnedAssignment): boolean {
  if (role === 'admin' || role === 'content-manager') return true;
  if (role === 'transcript-editor') return assignment.createdBy === userId || assignment.assignees.includes(userId);
  return false;
}

/** A change touching `fields`: the status alone is working on the assignment; any other field is editing it. */
export function canChangeAssignment(
  role: Role,
  userId: string,
  assignment: OwnedAssignment,
  fields: readonly string[],
): boolean {
  return fields.every((field) => field === 'status')
    ? canWorkOnAssignment(role, userId, assignment)
    : canEditAssignment(role, userId, assignment);
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
