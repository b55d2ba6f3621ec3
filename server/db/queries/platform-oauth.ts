import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { users } from '../schema';
import { platformOAuthStates } from '../schema-platform-oauth';

export type PlatformOAuthStateRow = typeof platformOAuthStates.$inferSelect;

/** Records a connect flow we started; states expired for a day are swept on the way (later ones still say why). */
export async function savedPlatformOAuthState(
  db: Db,
  row: Omit<PlatformOAuthStateRow, 'createdAt' | 'usedAt' | 'expiresAt'> & { ttlMs: number },
): Promise<void> {
  const { ttlMs, ...values } = row;
  await db.delete(platformOAuthStates).where(lt(platformOAuthStates.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(platformOAuthStates).values({ ...values, expiresAt: new Date(Date.now() + ttlMs) });
}

export type ClaimedPlatformOAuthState =
  | { status: 'unknown' }
  | { status: 'used' | 'expired' | 'valid'; row: PlatformOAuthStateRow; starterIsOperator: boolean };

/**
 * Takes a flow's state once. `valid` only the first time and before it expires; a second callback with the same
 * state finds it `used`, and one that never existed (or was swept) is `unknown`.
 */
export async function claimedPlatformOAuthState(db: Db, state: string): Promise<ClaimedPlatformOAuthState> {
  const [claimed] = await db
    .update(platformOAuthStates)
    .set({ usedAt: new Date() })
    .where(and(eq(platformOAuthStates.state, state), isNull(platformOAuthStates.usedAt)))
    .returning();
  const [existing] = claimed
    ? [claimed]
    : await db.select().from(platformOAuthStates).where(eq(platformOAuthStates.state, state));
  if (!existing) return { status: 'unknown' };
  const [starter] = await db
    .select({ isOperator: users.isOperator })
    .from(users)
    .where(eq(users.id, existing.startedBy));
  const status = !claimed ? 'used' : claimed.expiresAt.getTime() <= Date.now() ? 'expired' : 'valid';
  return { status, row: existing, starterIsOperator: starter?.isOperator ?? false };
}
