import type { Role } from '@shared/constants';
import { effectiveRole, WORKSPACE_READERS } from '@shared/permissions/workspace';
import type { Db } from '../db/open-database';
import { membershipRoleIn } from '../db/queries/workspaces';
import { forbidden, notFound } from '../http/errors';
import type { CurrentUser } from './current-user';

export interface WorkspaceAccess {
  workspaceId: string;
  role: Role;
  /** True when the caller acts through the operator claim rather than a membership. */
  asOperator: boolean;
}

/**
 * Looks up the caller's membership: a non-member gets the same 404 as for an unknown workspace, so nobody
 * learns that another workspace exists; a member whose role is not in `allowed` (a role list from
 * `shared/permissions`) gets 403. Operators act as admin everywhere.
 */
export async function requireWorkspaceRole(
  db: Db,
  user: CurrentUser,
  workspaceId: string,
  allowed: readonly Role[] = WORKSPACE_READERS,
): Promise<WorkspaceAccess> {
  const membership = await membershipRoleIn(db, workspaceId, user.id);
  const role = membership && effectiveRole(membership.role, user.isOperator);
  if (!membership || !role) throw notFound('Workspace not found');
  if (!allowed.includes(role)) throw forbidden(`This needs one of these roles: ${allowed.join(', ')}`);
  return { workspaceId, role, asOperator: user.isOperator && membership.role !== 'admin' };
}
