import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKey, ApiKeyScope } from '@shared/schemas/api-keys';
import type { Db } from '../open-database';
import { users } from '../schema';
import { apiKeys } from '../schema-api-keys';

/** The name a key's calls are attributed to, in activity, ledgers and lists: "API key ‘Nightly sync’". */
export const actorNameOfKey = (name: string) => `API key ‘${name}’`;

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  createdById: apiKeys.createdBy,
  createdByName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedIp: apiKeys.lastUsedIp,
};

const selectKeys = (db: Db) => db.select(keyColumns).from(apiKeys).leftJoin(users, eq(users.id, apiKeys.createdBy));
type KeyRow = Awaited<ReturnType<typeof selectKeys>>[number];

const toApiKey = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdBy: { id: row.createdById, name: row.createdByName ?? 'A former member' },
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: row.lastUsedIp,
});

/** The workspace's keys that are not revoked, newest first (expired ones too, so admins see why one stopped). */
export async function apiKeysOfWorkspace(db: Db, workspaceId: string): Promise<ApiKey[]> {
  const rows = await selectKeys(db)
    .where(and(eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** A new key, with the user row it acts as, in one transaction. */
export async function createdApiKey(
  db: Db,
  input: {
    id: string;
    workspaceId: string;
    name: string;
    prefix: string;
    secretHash: string;
    scopes: ApiKeyScope[];
    createdBy: string;
    expiresAt: Date | null;
  },
): Promise<ApiKey> {
  await db.transaction(async (tx) => {
    await tx.insert(users).values({ id: input.id, name: actorNameOfKey(input.name) });
    await tx.insert(apiKeys).values(input);
  });
  const [row] = await selectKeys(db).where(eq(apiKeys.id, input.id));
  return toApiKey(row!);
}

/** Revokes one of the workspace's keys; false when it has no such key, or it was revoked already. */
export async function revokedApiKey(db: Db, workspaceId: string, keyId: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The key a secret belongs to, with whether it still works; null for no key. */
export async function apiKeyBySecretHash(db: Db, secretHash: string) {
  const [row] = await db
    .select({
      id: apiKeys.id,
      workspaceId: apiKeys.workspaceId,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      expired: sql<boolean>`${apiKeys.expiresAt} is not null and ${apiKeys.expiresAt} <= now()`,
      revoked: sql<boolean>`${apiKeys.revokedAt} is not null`,
    })
    .from(apiKeys)
    .where(eq(apiKeys.secretHash, secretHash));
  return row ?? null;
}

/** Records a key's use, at most once per `everySeconds` whatever other processes did meanwhile. */
export async function touchApiKey(db: Db, keyId: string, ip: string, everySeconds: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()`, lastUsedIp: ip })
    .where(
      and(
        eq(apiKeys.id, keyId),
        sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} <= now() - make_interval(secs => ${everySeconds}))`,
      ),
    );
}
