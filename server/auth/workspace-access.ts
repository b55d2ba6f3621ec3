import { and, eq } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import type { Db } from '../db/open-database';
import { memberships, workspaces } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { CurrentUser } from './current-user';

export const ALL_ROLES: readonly Role[] = ['admin', 'content-manager', 'transcript-editor', 'viewer'];

export interface WorkspaceAccess {
  workspaceId: string;
  role: Role;
  /** True when the caller acts through the operator claim rather than a membership. */
  asOperator: boolean;
}

/**
 * The one place that decides whether the caller may act in a workspace. A non-member gets the same 404
 * as for an unknown workspace, so nobody learns that another workspace exists; a member whose role is
 * not in `allowed` gets 403. Operators act as admin everywhere.
 */
export async function requireWorkspaceRole(
  db: Db,
  user: CurrentUser,
  workspaceId: string,
  allowed: readonly Role[] = ALL_ROLES,
): Promise<WorkspaceAccess> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(workspaces)
    .leftJoin(memberships, and(eq(memberships.workspaceId, workspaces.id), eq(memberships.userId, user.id)))
    .where(eq(workspaces.id, workspaceId));
  if (!row || (!row.role && !user.isOperator)) throw notFound('Workspace not found');
  const role: Role = user.isOperator ? 'admin' : (row.role as Role);
  if (!allowed.includes(role)) throw forbidden(`This needs one of these roles: ${allowed.join(', ')}`);
  return { workspaceId, role, asOperator: user.isOperator && row.role !== 'admin' };
}
