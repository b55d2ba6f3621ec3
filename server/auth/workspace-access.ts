import type { Role } from '@shared/constants';
import { effectiveRole, WORKSPACE_READERS } from '@shared/permissions/workspace';
import type { Db } from '../db/open-database';
import { recordOperatorAction } from '../db/queries/operator-audit';
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
 * `shared/permissions`) gets 403. Operators act as admin everywhere, and each write they make that their own
 * membership would not allow (above all in a workspace they do not belong to) is written to the operator audit
 * log here, where the access is granted, before the write runs. An API key is a member of its own workspace
 * only.
 */
export async function requireWorkspaceRole(
  db: Db,
  user: CurrentUser,
  workspaceId: string,
  allowed: readonly Role[] = WORKSPACE_READERS,
): Promise<WorkspaceAccess> {
  if (user.apiKey) {
    // A key acts as an admin of its own workspace, narrowed by its scopes (checked in auth/api-key-caller.ts).
    if (user.apiKey.workspaceId !== workspaceId) throw notFound('Workspace not found');
    if (!allowed.includes('admin')) throw forbidden(`This needs one of these roles: ${allowed.join(', ')}`);
    return { workspaceId, role: 'admin', asOperator: false };
  }
  const membership = await membershipRoleIn(db, workspaceId, user.id);
  const role = membership && effectiveRole(membership.role, user.isOperator);
  if (!membership || !role) throw notFound('Workspace not found');
  if (!allowed.includes(role)) throw forbidden(`This needs one of these roles: ${allowed.join(', ')}`);
  const ownRoleAllows = membership.role !== null && allowed.includes(membership.role);
  if (user.isOperator && !ownRoleAllows && user.request && !READ_METHODS.has(user.request.method)) {
    await recordOperatorAction(db, {
      actor: { id: user.id, email: user.email },
      action: 'workspace_write',
      workspaceId,
      before: membership.role === null ? null : { ownRole: membership.role },
      after: user.request,
    });
  }
  return { workspaceId, role, asOperator: user.isOperator && membership.role !== 'admin' };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
