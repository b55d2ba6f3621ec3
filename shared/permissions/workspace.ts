import { ROLES, type Role } from '../constants';

// Who may do what in a workspace. Role lists are exported next to their predicate because the server
// names the allowed roles in its 403 message; the admin app calls the predicates to show or hide controls.

/** Every member reads the workspace, its members and its assignments. */
export const WORKSPACE_READERS: readonly Role[] = ROLES;

/** Inviting, withdrawing invitations, changing roles and removing other members. */
export const MEMBER_MANAGERS: readonly Role[] = ['admin'];

/** The workspace's settings (general, members, integrations, plan, …). */
export const SETTINGS_MANAGERS: readonly Role[] = ['admin'];

/** Members' email addresses: everyone but viewers (who see names and roles only). */
export const MEMBER_EMAIL_READERS: readonly Role[] = ['admin', 'content-manager', 'transcript-editor'];

export function canSeeMemberEmails(role: Role): boolean {
  return MEMBER_EMAIL_READERS.includes(role);
}

export function canReadWorkspace(role: Role): boolean {
  return WORKSPACE_READERS.includes(role);
}

export function canManageMembers(role: Role): boolean {
  return MEMBER_MANAGERS.includes(role);
}

/** Admins remove anyone; every member may leave (the last-admin rule is checked against the data). */
export function canRemoveMember(role: Role, userId: string, memberUserId: string): boolean {
  return memberUserId === userId || canManageMembers(role);
}

/** The role a caller acts with: operators act as admin everywhere, others with their membership's role. */
export function effectiveRole(membershipRole: Role | null, isOperator: boolean): Role | null {
  return isOperator ? 'admin' : membershipRole;
}
