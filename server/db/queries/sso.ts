import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import type { Db } from '../open-database';
import { memberships, users } from '../schema';
import { ssoDomains, ssoProviders, ssoRequests, ssoUsedAssertions } from '../schema-sso';

export type SsoProviderRow = typeof ssoProviders.$inferSelect;
export type SsoDomainRow = typeof ssoDomains.$inferSelect;
export type SsoProviderWithDomains = SsoProviderRow & { domains: SsoDomainRow[] };

export interface NewSsoProvider {
  id: string;
  workspaceId: string;
  name: string;
  entityId: string;
  ssoUrl: string;
  certificates: string[];
  defaultRole: Role;
  domains: { domain: string; verificationToken: string }[];
}

/** Inserts a provider with its (unverified) domains. */
export async function createdSsoProvider(db: Db, provider: NewSsoProvider): Promise<SsoProviderWithDomains> {
  return db.transaction(async (tx) => {
    const { domains, ...row } = provider;
    const [inserted] = await tx.insert(ssoProviders).values(row).returning();
    const domainRows = await tx
      .insert(ssoDomains)
      .values(domains.map((d) => ({ providerId: provider.id, ...d })))
      .returning();
    return { ...inserted!, domains: domainRows };
  });
}

async function withDomains(db: Db, rows: SsoProviderRow[]): Promise<SsoProviderWithDomains[]> {
  if (rows.length === 0) return [];
  const domains = await db
    .select()
    .from(ssoDomains)
    .where(
      inArray(
        ssoDomains.providerId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(ssoDomains.domain));
  return rows.map((r) => ({ ...r, domains: domains.filter((d) => d.providerId === r.id) }));
}

/** A workspace's providers, oldest first. */
export async function ssoProvidersOfWorkspace(db: Db, workspaceId: string): Promise<SsoProviderWithDomains[]> {
  const rows = await db
    .select()
    .from(ssoProviders)
    .where(eq(ssoProviders.workspaceId, workspaceId))
    .orderBy(asc(ssoProviders.createdAt), asc(ssoProviders.id));
  return withDomains(db, rows);
}

/** One provider with its domains, or null. */
export async function ssoProviderById(db: Db, id: string): Promise<SsoProviderWithDomains | null> {
  const rows = await db.select().from(ssoProviders).where(eq(ssoProviders.id, id));
  return (await withDomains(db, rows))[0] ?? null;
}

/** The enabled provider that signs in addresses at `domain` (verified domains only), or null. */
export async function ssoProviderForDomain(db: Db, domain: string): Promise<SsoProviderRow | null> {
  const [row] = await db
    .select({ provider: ssoProviders })
    .from(ssoDomains)
    .innerJoin(ssoProviders, eq(ssoProviders.id, ssoDomains.providerId))
    .where(and(eq(ssoDomains.domain, domain), isNotNull(ssoDomains.verifiedAt), eq(ssoProviders.enabled, true)));
  return row?.provider ?? null;
}

export async function deletedSsoProvider(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(ssoProviders).where(eq(ssoProviders.id, id)).returning({ id: ssoProviders.id });
  return rows.length > 0;
}

export async function toggledSsoProvider(db: Db, id: string, enabled: boolean): Promise<void> {
  await db.update(ssoProviders).set({ enabled }).where(eq(ssoProviders.id, id));
}

/** Marks a domain verified; false when another provider already verified the same domain. */
export async function verifiedSsoDomain(
  db: Db,
  providerId: string,
  domain: string,
  by: 'dns' | 'operator',
): Promise<boolean> {
  const rows = await db
    .update(ssoDomains)
    .set({
      verifiedAt: sql`coalesce(${ssoDomains.verifiedAt}, now())`,
      verifiedBy: sql`coalesce(${ssoDomains.verifiedBy}, ${by})`,
    })
    .where(
      and(
        eq(ssoDomains.providerId, providerId),
        eq(ssoDomains.domain, domain),
        sql`not exists (select 1 from ${ssoDomains} other where other.domain = ${domain} and other.provider_id <> ${providerId} and other.verified_at is not null)`,
      ),
    )
    .returning({ domain: ssoDomains.domain });
  return rows.length > 0;
}

/** Records an AuthnRequest id we sent (the InResponseTo an answer must carry). */
export async function savedSsoRequest(db: Db, id: string, providerId: string, ttlMs: number): Promise<void> {
  await db.delete(ssoRequests).where(lt(ssoRequests.expiresAt, sql`now()`));
  await db.insert(ssoRequests).values({ id, providerId, expiresAt: new Date(Date.now() + ttlMs) });
}

/** When an unexpired request of this provider with this id was sent, or null. */
export async function openSsoRequestSentAt(db: Db, id: string, providerId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: ssoRequests.createdAt })
    .from(ssoRequests)
    .where(and(eq(ssoRequests.id, id), eq(ssoRequests.providerId, providerId), sql`${ssoRequests.expiresAt} > now()`));
  return row?.createdAt ?? null;
}

export async function removedSsoRequest(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(ssoRequests).where(eq(ssoRequests.id, id)).returning({ id: ssoRequests.id });
  return rows.length > 0;
}

/**
 * Records an assertion id as used; false when it was used before (a replay). One statement, so two
 * processes receiving the same assertion at once cannot both accept it.
 */
export async function claimedSsoAssertion(
  db: Db,
  providerId: string,
  assertionId: string,
  expiresAt: Date,
): Promise<boolean> {
  await db.delete(ssoUsedAssertions).where(lt(ssoUsedAssertions.expiresAt, sql`now()`));
  const rows = await db
    .insert(ssoUsedAssertions)
    .values({ providerId, assertionId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: ssoUsedAssertions.assertionId });
  return rows.length > 0;
}

/** Creates or refreshes the user row and adds the membership with `role` unless they are already a member. */
export async function joinedThroughSso(
  db: Db,
  user: { id: string; email: string; name: string },
  workspaceId: string,
  role: Role,
  options: { endSessions: boolean },
): Promise<void> {
  // Whole seconds, as ID tokens' auth_time: the sign-in about to happen (this second or later) stays valid.
  const sessionsValidAfter = options.endSessions ? sql`date_trunc('second', now())` : undefined;
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ ...user, sessionsValidAfter })
      .onConflictDoUpdate({ target: users.id, set: { email: user.email, sessionsValidAfter } });
    await tx.insert(memberships).values({ workspaceId, userId: user.id, role }).onConflictDoNothing();
  });
}
