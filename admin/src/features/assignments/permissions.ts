import type { Role } from '@shared/constants';
import type { Assignment, Label, TimeEntry } from '@shared/schemas/assignments';

// Mirrors server/auth/assignment-access.ts and the label/entry rules in docs/assignments.md; the server decides,
// this only hides controls that would be refused.

/** Who uses the assignment screens: the signed-in user (operators act as admin). */
export interface AssignmentUser {
  id: string;
  /** Shown in time entries and activity. */
  name: string;
  isOperator: boolean;
}

type Owned = Pick<Assignment, 'createdBy' | 'assignees'>;

/** The caller's role from the member list; an operator acts as admin, anyone unknown only reads. */
export function roleOf(user: AssignmentUser, members: readonly { userId: string; role: Role }[] | undefined): Role {
  if (user.isOperator) return 'admin';
  return members?.find((m) => m.userId === user.id)?.role ?? 'viewer';
}

export function canCreateAssignments(role: Role): boolean {
  return role === 'admin' || role === 'content-manager' || role === 'transcript-editor';
}

/** Changing fields and running timers. */
export function canWorkOnAssignment(role: Role, userId: string, assignment: Owned): boolean {
  if (role === 'admin' || role === 'content-manager') return true;
  if (role === 'transcript-editor') return assignment.createdBy === userId || assignment.assignees.includes(userId);
  return false;
}

export function canDeleteAssignment(role: Role, userId: string, assignment: Owned): boolean {
  if (role === 'viewer') return false;
  return role === 'admin' || role === 'content-manager' || assignment.createdBy === userId;
}

export function canCreateLabels(role: Role): boolean {
  return canCreateAssignments(role);
}

export function canDeleteLabel(role: Role, userId: string, label: Pick<Label, 'createdBy'>): boolean {
  if (role === 'admin' || role === 'content-manager') return true;
  return role === 'transcript-editor' && label.createdBy === userId;
}

export function canDeleteTimeEntry(role: Role, userId: string, entry: Pick<TimeEntry, 'userId'>): boolean {
  if (role === 'viewer') return false;
  return role === 'admin' || entry.userId === userId;
}
