import { and, asc, eq } from 'drizzle-orm';
import type { PlatformType } from '@shared/constants';
import type { Integration } from '@shared/schemas/integrations';
import type { Db, Tx } from '../open-database';
import { workspaceIntegrations } from '../schema';

const toIntegration = (row: typeof workspaceIntegrations.$inferSelect): Integration => ({
  platformType: row.platformType as PlatformType,
  connectedAt: row.createdAt.toISOString(),
  connectedBy: row.connectedBy,
});

/** The workspace's connected platforms (without their credentials), in platform order. */
export async function integrationsOfWorkspace(db: Db | Tx, workspaceId: string): Promise<Integration[]> {
  const rows = await db
    .select()
    .from(workspaceIntegrations)
    .where(eq(workspaceIntegrations.workspaceId, workspaceId))
    .orderBy(asc(workspaceIntegrations.platformType));
  return rows.map(toIntegration);
}

/** Connects a platform, or replaces its credentials when it is connected already. */
export async function connectedIntegration(
  db: Db,
  input: { workspaceId: string; platformType: PlatformType; encryptedCredentials: string; connectedBy: string },
): Promise<Integration> {
  const values = { credentials: input.encryptedCredentials, connectedBy: input.connectedBy };
  const [row] = await db
    .insert(workspaceIntegrations)
    .values({ workspaceId: input.workspaceId, platformType: input.platformType, ...values })
    .onConflictDoUpdate({
      target: [workspaceIntegrations.workspaceId, workspaceIntegrations.platformType],
      set: { ...values, createdAt: new Date() },
    })
    .returning();
  return toIntegration(row!);
}

/** Disconnects a platform, forgetting its credentials; false when it was not connected. */
export async function disconnectedIntegration(db: Db, workspaceId: string, platformType: PlatformType) {
  const deleted = await db
    .delete(workspaceIntegrations)
    .where(
      and(eq(workspaceIntegrations.workspaceId, workspaceId), eq(workspaceIntegrations.platformType, platformType)),
    )
    .returning({ platformType: workspaceIntegrations.platformType });
  return deleted.length > 0;
}

/** The stored (encrypted) credentials of a connected platform, or null; decrypt with the app's cipher. */
export async function encryptedCredentialsOf(
  db: Db,
  workspaceId: string,
  platformType: PlatformType,
): Promise<string | null> {
  const [row] = await db
    .select({ credentials: workspaceIntegrations.credentials })
    .from(workspaceIntegrations)
    .where(
      and(eq(workspaceIntegrations.workspaceId, workspaceId), eq(workspaceIntegrations.platformType, platformType)),
    );
  return row?.credentials ?? null;
}
