import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { LtiPlatform, LtiPlatformKind } from '@shared/schemas/lti';
import type { Db } from '../open-database';
import { files, showcaseFiles, showcases } from '../schema';
import { ltiDeepLinkSessions, ltiLoginStates, ltiPlatforms, ltiToolKeys, ltiUsedNonces } from '../schema-lti';

export type LtiPlatformRow = typeof ltiPlatforms.$inferSelect;
export type LtiPlatformFields = Omit<LtiPlatformRow, 'id' | 'workspaceId' | 'createdAt'>;

export const toLtiPlatform = (row: LtiPlatformRow): LtiPlatform => ({
  ...row,
  kind: row.kind as LtiPlatformKind,
  createdAt: row.createdAt.toISOString(),
});

/** A workspace's registered platforms, oldest first. */
export async function ltiPlatformsOfWorkspace(db: Db, workspaceId: string): Promise<LtiPlatformRow[]> {
  return db
    .select()
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.workspaceId, workspaceId))
    .orderBy(asc(ltiPlatforms.createdAt), asc(ltiPlatforms.id));
}

/** One platform of the workspace, or null (also when it belongs to another workspace). */
export async function ltiPlatformOfWorkspace(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.workspaceId, workspaceId), eq(ltiPlatforms.id, id)));
  return row ?? null;
}

export async function ltiPlatformById(db: Db, id: string): Promise<LtiPlatformRow | null> {
  const [row] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, id));
  return row ?? null;
}

/**
 * The registrations a login names by issuer and, when given, client id, oldest first: several clients may share
 * an issuer, and several workspaces may register the same client.
 */
export async function ltiPlatformsForLogin(
  db: Db,
  login: { issuer: string; clientId?: string },
): Promise<LtiPlatformRow[]> {
  return db
    .select()
    .from(ltiPlatforms)
    .where(
      and(
        eq(ltiPlatforms.issuer, login.issuer),
        login.clientId ? eq(ltiPlatforms.clientId, login.clientId) : undefined,
      ),
    )
    .orderBy(asc(ltiPlatforms.createdAt), asc(ltiPlatforms.id));
}

/**
 * The registrations a verified launch may open: the same platform as the one its token was checked against
 * (issuer, client id, sign-in and key URLs) with the launch's deployment id. Usually one; several when more than
 * one workspace registered that deployment.
 */
export async function ltiRegistrationsOfDeployment(
  db: Db,
  platform: LtiPlatformRow,
  deploymentId: string,
): Promise<LtiPlatformRow[]> {
  return db
    .select()
    .from(ltiPlatforms)
    .where(
      and(
        eq(ltiPlatforms.issuer, platform.issuer),
        eq(ltiPlatforms.clientId, platform.clientId),
        eq(ltiPlatforms.authUrl, platform.authUrl),
        eq(ltiPlatforms.jwksUrl, platform.jwksUrl),
        sql`${ltiPlatforms.deploymentIds} @> ${JSON.stringify([deploymentId])}::jsonb`,
      ),
    )
    .orderBy(asc(ltiPlatforms.createdAt), asc(ltiPlatforms.id));
}

/** Inserts a registration; null when the workspace already has one with this issuer and client id. */
export async function createdLtiPlatform(
  db: Db,
  row: LtiPlatformFields & { id: string; workspaceId: string },
): Promise<LtiPlatformRow | null> {
  const [inserted] = await db.insert(ltiPlatforms).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Replaces a registration's fields; 'conflict' when the workspace has another with this issuer and client id. */
export async function updatedLtiPlatform(
  db: Db,
  workspaceId: string,
  id: string,
  fields: LtiPlatformFields,
): Promise<LtiPlatformRow | 'conflict' | null> {
  const taken = await db
    .select({ id: ltiPlatforms.id })
    .from(ltiPlatforms)
    .where(
      and(
        eq(ltiPlatforms.workspaceId, workspaceId),
        eq(ltiPlatforms.issuer, fields.issuer),
        eq(ltiPlatforms.clientId, fields.clientId),
        sql`${ltiPlatforms.id} <> ${id}`,
      ),
    );
  if (taken.length > 0) return 'conflict';
  const [row] = await db
    .update(ltiPlatforms)
    .set(fields)
    .where(and(eq(ltiPlatforms.workspaceId, workspaceId), eq(ltiPlatforms.id, id)))
    .returning();
  return row ?? null;
}

export async function deletedLtiPlatform(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(ltiPlatforms)
    .where(and(eq(ltiPlatforms.workspaceId, workspaceId), eq(ltiPlatforms.id, id)))
    .returning({ id: ltiPlatforms.id });
  return rows.length > 0;
}

export type LtiToolKeyRow = typeof ltiToolKeys.$inferSelect;

/** The tool key in use: the oldest one stored (a racing second insert loses to it), or null before the first. */
export async function currentLtiToolKey(db: Db): Promise<LtiToolKeyRow | null> {
  const [row] = await db.select().from(ltiToolKeys).orderBy(asc(ltiToolKeys.createdAt), asc(ltiToolKeys.kid)).limit(1);
  return row ?? null;
}

export async function allLtiToolKeys(db: Db): Promise<LtiToolKeyRow[]> {
  return db.select().from(ltiToolKeys).orderBy(asc(ltiToolKeys.createdAt), asc(ltiToolKeys.kid));
}

export async function savedLtiToolKey(db: Db, row: Omit<LtiToolKeyRow, 'createdAt'>): Promise<void> {
  await db.insert(ltiToolKeys).values(row).onConflictDoNothing();
}

/** Records a login we started; expired ones are swept on the way. */
export async function savedLtiLoginState(
  db: Db,
  row: { state: string; platformId: string; nonce: string; ttlMs: number },
): Promise<void> {
  await db.delete(ltiLoginStates).where(lt(ltiLoginStates.expiresAt, sql`now()`));
  await db.insert(ltiLoginStates).values({ ...row, expiresAt: new Date(Date.now() + row.ttlMs) });
}

/** Takes a login's state once: the row when it existed and had not expired, null otherwise (it is gone either way). */
export async function claimedLtiLoginState(db: Db, state: string) {
  const [row] = await db.delete(ltiLoginStates).where(eq(ltiLoginStates.state, state)).returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

/** Marks an id_token's nonce used until the token expires; false when it was used already. */
export async function claimedLtiNonce(db: Db, platformId: string, nonce: string, expiresAt: Date): Promise<boolean> {
  await db.delete(ltiUsedNonces).where(lt(ltiUsedNonces.expiresAt, sql`now()`));
  const rows = await db
    .insert(ltiUsedNonces)
    .values({ platformId, nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: ltiUsedNonces.nonce });
  return rows.length > 0;
}

export type LtiDeepLinkSessionRow = typeof ltiDeepLinkSessions.$inferSelect;

export async function savedLtiDeepLinkSession(
  db: Db,
  row: Omit<LtiDeepLinkSessionRow, 'createdAt' | 'expiresAt'> & { ttlMs: number },
): Promise<void> {
  await db.delete(ltiDeepLinkSessions).where(lt(ltiDeepLinkSessions.expiresAt, sql`now()`));
  const { ttlMs, ...values } = row;
  await db.insert(ltiDeepLinkSessions).values({ ...values, expiresAt: new Date(Date.now() + ttlMs) });
}

/** An open (unexpired) deep-linking session, or null. */
export async function ltiDeepLinkSession(db: Db, id: string): Promise<LtiDeepLinkSessionRow | null> {
  const [row] = await db
    .select()
    .from(ltiDeepLinkSessions)
    .where(and(eq(ltiDeepLinkSessions.id, id), sql`${ltiDeepLinkSessions.expiresAt} > now()`));
  return row ?? null;
}

/** Takes a deep-linking session once; null when unknown, used or expired. */
export async function claimedLtiDeepLinkSession(db: Db, id: string): Promise<LtiDeepLinkSessionRow | null> {
  const [row] = await db.delete(ltiDeepLinkSessions).where(eq(ltiDeepLinkSessions.id, id)).returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

export interface EmbeddableItem {
  kind: 'file' | 'showcase';
  id: string;
  title: string;
}

/** What the workspace shows publicly, for the deep-linking picker: published showcases, then public files. */
export async function embeddableItemsOfWorkspace(db: Db, workspaceId: string): Promise<EmbeddableItem[]> {
  const showcaseRows = await db
    .select({ id: showcases.id, title: showcases.title })
    .from(showcases)
    .where(and(eq(showcases.workspaceId, workspaceId), eq(showcases.published, true)))
    .orderBy(asc(showcases.title), asc(showcases.id));
  // The same rule as shared/permissions/embed isFilePublic: embeddable, or in a published showcase.
  const inPublished = sql`exists (select 1 from ${showcaseFiles} sf join ${showcases} s on s.id = sf.showcase_id
    where sf.file_id = ${files.id} and s.published)`;
  const fileRows = await db
    .select({ id: files.id, title: files.name })
    .from(files)
    .where(and(eq(files.workspaceId, workspaceId), or(eq(files.embeddable, true), inPublished)))
    .orderBy(asc(files.name), asc(files.id));
  return [
    ...showcaseRows.map((r) => ({ kind: 'showcase' as const, ...r })),
    ...fileRows.map((r) => ({ kind: 'file' as const, ...r })),
  ];
}
