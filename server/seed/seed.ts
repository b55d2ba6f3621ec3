import { sql } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import { syncClaims } from '../auth/sync-claims';
import type { Db } from '../db/open-database';
import { settledAllowance } from '../db/queries/allowances';
import { planInForce } from '../db/queries/plans';
import { memberships, users, workspaceIntegrations, workspaces } from '../db/schema';
import { planChanges } from '../db/schema-plans';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_UNIVERSITY_PLAN, DEMO_WORKSPACES } from './demo-data';
import type { Storage } from '../storage/storage';
import { seedDemoMedia, storeDemoPeaks } from './demo-media';

/** Makes sure every demo account exists in Firebase Auth with its fixed uid. Idempotent; one look-up for all. */
export async function ensureDemoAccounts(auth: Auth): Promise<void> {
  const { notFound } = await auth.getUsers(DEMO_ACCOUNTS.map((account) => ({ uid: account.uid })));
  const missing = new Set(notFound.map((identifier) => (identifier as { uid: string }).uid));
  for (const account of DEMO_ACCOUNTS) {
    if (!missing.has(account.uid)) continue;
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      password: DEMO_PASSWORD,
      displayName: account.name,
      emailVerified: true,
    });
  }
}

/**
 * Creates the demo workspaces, accounts, memberships, files, tracks and showcases, and stores the demo files'
 * waveform peaks. Idempotent: existing rows are left as they are.
 */
export async function seedDemoData(db: Db, auth: Auth, storage: Storage): Promise<void> {
  await ensureDemoAccounts(auth);
  await db.transaction(async (tx) => {
    await tx.insert(workspaces).values(DEMO_WORKSPACES).onConflictDoNothing();
    await tx
      .insert(workspaceIntegrations)
      .values([
        { workspaceId: 'demo-university', platformType: 'youtube' },
        { workspaceId: 'demo-university', platformType: 'kaltura' },
      ])
      .onConflictDoNothing();
    await tx
      .insert(users)
      .values(DEMO_ACCOUNTS.map((a) => ({ id: a.uid, email: a.email, name: a.name, isOperator: a.operator })))
      .onConflictDoNothing();
    const rows = DEMO_ACCOUNTS.flatMap((a) => a.memberships.map((m) => ({ ...m, userId: a.uid })));
    await tx.insert(memberships).values(rows).onConflictDoNothing();
    await seedDemoMedia(tx);
    // Demo University's members fit its plan (Free allows 3); Other Co stays on Free.
    await tx
      .insert(planChanges)
      .values({ ...DEMO_UNIVERSITY_PLAN, requestedAt: new Date(0), effectiveAt: new Date(0) })
      .onConflictDoNothing();
  });
  // This month's plan minutes, as every workspace gets them (the demo admins' emails are verified).
  for (const { id } of DEMO_WORKSPACES) await settledAllowance(db, id, await planInForce(db, id));
  await storeDemoPeaks(db, storage);
  await syncDemoClaims(db, auth);
}

/**
 * Writes every demo account's `admin` and `workspaces` claims from the database. Run at each start: the
 * emulator's saved accounts may be older than the database (or gone), and a token minted right after
 * the server reports ready must already carry them.
 */
export async function syncDemoClaims(db: Db, auth: Auth): Promise<void> {
  for (const account of DEMO_ACCOUNTS) await syncClaims(db, auth, account.uid);
}

/** True when the database holds no workspace yet (first start). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from workspaces) as present`);
  const row = (result as unknown as { rows: { present: boolean }[] }).rows[0];
  return !row?.present;
}
