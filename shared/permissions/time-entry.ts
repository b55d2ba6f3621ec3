import type { Role } from '../constants';
import { canWorkOnAssignment, type OwnedAssignment } from './assignment';

/** People record only their own time, on assignments they may work on. */
export function canTrackTime(role: Role, userId: string, assigneeId: string, assignment: OwnedAssignment): boolean {
  return assigneeId === userId && canWorkOnAssignment(role, userId, assignment);
}

/** Admins delete any entry; other members (not viewers) only their own. */
export function canDeleteTimeEntry(role: Role, userId: string, entry: { userId: string }): boolean {
  if (role === 'admin') return true;
  return role !== 'viewer' && entry.userId === userId;
}
