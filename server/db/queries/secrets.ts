import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../open-database';
import { workspaceIntegrations } from '../schema';
import { ltiToolKeys } from '../schema-lti';

// Every value stored encrypted under INTEGRATIONS_KEY, for the key rotation (server/integrations/rewrap-secrets.ts).

/** Integration credentials (Rev, platform logins and OAuth tokens), one row per workspace and platform. */
export async function storedIntegrationCredentials(db: Db) {
  return db
    .select({
      workspaceId: workspaceIntegrations.workspaceId,
      platformType: workspaceIntegrations.platformType,
      value: workspaceIntegrations.credentials,
    })
    .from(workspaceIntegrations)
    .where(isNotNull(workspaceIntegrations.credentials));
}

/** Replaces a row's credentials only if they are still `before` (a token refresh may have rewritten them); false otherwise. */
export async function replacedIntegrationCredentials(
  db: Db,
  row: { workspaceId: string; platformType: string },
  before: string,
  after: string,
): Promise<boolean> {
  const updated = await db
    .update(workspaceIntegrations)
    .set({ credentials: after })
    .where(
      and(
        eq(workspaceIntegrations.workspaceId, row.workspaceId),
        eq(workspaceIntegrations.platformType, row.platformType),
        eq(workspaceIntegrations.credentials, before),
      ),
    )
    .returning({ workspaceId: workspaceIntegrations.workspaceId });
  return updated.length > 0;
}

/** The LTI tool keys' encrypted private halves. */
export async function storedLtiPrivateKeys(db: Db) {
  return db.select({ kid: ltiToolKeys.kid, value: ltiToolKeys.encryptedPrivateKey }).from(ltiToolKeys);
}

/** Replaces a tool key's encrypted private half only if it is still `before`; false otherwise. */
export async function replacedLtiPrivateKey(db: Db, kid: string, before: string, after: string): Promise<boolean> {
  const updated = await db
    .update(ltiToolKeys)
    .set({ encryptedPrivateKey: after })
    .where(and(eq(ltiToolKeys.kid, kid), eq(ltiToolKeys.encryptedPrivateKey, before)))
    .returning({ kid: ltiToolKeys.kid });
  return updated.length > 0;
}
