import { and, asc, eq } from 'drizzle-orm';
import type { PlatformType, Role, WorkspaceType } from '@shared/constants';
import type { Workspace, WorkspaceSummary } from '@shared/schemas/workspaces';
import type { Db } from '../open-database';
import { memberships, workspaceIntegrations, workspaces } from '../schema';

/**
 * Whether the workspace exists and, if so, the user's role in it: null for an unknown workspace,
 * `{ role: null }` for a workspace the user is not a member of.
 */
export async function membershipRoleIn(
  db: Db,
  workspaceId: string,
  userId: string,
): Promise<{ role: Role | null } | null> {
  const [row] = await db
    .select({ role: memberships.role })
    .from(workspaces)
    .leftJoin(memberships, and(eq(memberships.workspaceId, workspaces.id), eq(memberships.userId, userId)))
    .where(eq(workspaces.id, workspaceId));
  return row ? { role: row.role as Role | null } : null;
}

/** A workspace with its active integrations, or null. */
export async function workspaceWithIntegrations(db: Db, workspaceId: string): Promise<Workspace | null> {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  if (!workspace) return null;
  const integrations = await db
    .select({ platformType: workspaceIntegrations.platformType })
    .from(workspaceIntegrations)
    .where(eq(workspaceIntegrations.workspaceId, workspaceId))
    .orderBy(asc(workspaceIntegrations.platformType));
  return {
    workspaceId: workspace.id,
    workspaceName: workspace.name,
    type: workspace.type as WorkspaceType,
    activeIntegrations: integrations.map((i) => ({ platformType: i.platformType as PlatformType })),
  };
}

/** The user's workspaces with their role in each, oldest membership first. */
export async function workspacesOfUser(db: Db, userId: string): Promise<WorkspaceSummary[]> {
  const rows = await db
    .select({
      workspaceId: workspaces.id,
      workspaceName: workspaces.name,
      type: workspaces.type,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(workspaces.name));
  return rows.map((r) => ({ ...r, type: r.type as WorkspaceType, role: r.role as Role }));
}

/** Creates a workspace with `adminId` as its first admin, in one transaction; answers its summary. */
export async function createdWorkspace(
  db: Db,
  input: { id: string; name: string; type: WorkspaceType; adminId: string },
): Promise<WorkspaceSummary> {
  await db.transaction(async (tx) => {
    await tx.insert(workspaces).values({ id: input.id, name: input.name, type: input.type });
    await tx.insert(memberships).values({ workspaceId: input.id, userId: input.adminId, role: 'admin' });
  });
  return { workspaceId: input.id, workspaceName: input.name, type: input.type, role: 'admin' };
}
