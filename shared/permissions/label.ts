import type { Role } from '../constants';
import { ASSIGNMENT_CREATORS } from './assignment';

/** Whoever may create assignments may create labels for them. */
export const LABEL_CREATORS: readonly Role[] = ASSIGNMENT_CREATORS;

export function canCreateLabel(role: Role): boolean {
  return LABEL_CREATORS.includes(role);
}

/** Admins and content-managers delete any label; a transcript-editor the labels they created. */
export function canDeleteLabel(role: Role, userId: string, label: { createdBy: string }): boolean {
  if (role === 'admin' || role === 'content-manager') return true;
  return role === 'transcript-editor' && label.createdBy === userId;
}
