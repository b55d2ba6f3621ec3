import type { Role } from '@shared/constants';
import { useMembers } from '../api/get-members';
import { type AssignmentUser, roleOf } from '../permissions';

/** The caller's role in the workspace and its members; read-only until the members have loaded. */
export function useAssignmentRole(workspaceId: string, user: AssignmentUser) {
  const members = useMembers(workspaceId);
  const role: Role = roleOf(user, members.data?.members);
  return { role, members };
}
