import { and, eq } from 'drizzle-orm';
import type { PlatformType } from '@shared/constants';
import type { Db } from '../open-database';
import { workspaceIntegrations } from '../schema';

/** Replaces a connection's stored (encrypted) credentials after a token refresh; false when it was disconnected. */
export async function refreshedCredentialsStored(
  db: Db,
  workspaceId: string,
  platformType: PlatformType,
  encryptedCredentials: string,
): Promise<boolean> {
  const updated = await db
    .update(workspaceIntegrations)
    .set({ credentials: encryptedCredentials })
    .where(
      and(eq(workspaceIntegrations.workspaceId, workspaceId), eq(workspaceIntegrations.platformType, platformType)),
    )
    .returning({ platformType: workspaceIntegrations.platformType });
  return updated.length > 0;
}
