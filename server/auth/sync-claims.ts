import { eq } from 'drizzle-orm';
import type { Auth } from 'firebase-admin/auth';
import type { Db } from '../db/open-database';
import { memberships, users } from '../db/schema';

/** Firebase rejects custom claims over 1000 bytes; past this many workspaces the client asks the API instead. */
const MAX_CLAIMED_WORKSPACES = 15;

/**
 * Mirrors the database into the user's custom claims (`admin`, `workspaces`) so the client can refresh
 * its token and see them. The database stays the source of truth; a failure here is logged, not fatal.
 */
export async function syncClaims(db: Db, auth: Auth, userId: string): Promise<void> {
  const [user] = await db.select({ isOperator: users.isOperator }).from(users).where(eq(users.id, userId));
  const rows = await db
    .select({ id: memberships.workspaceId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(memberships.createdAt);
  try {
    await auth.setCustomUserClaims(userId, {
      admin: user?.isOperator ?? false,
      workspaces: rows.slice(0, MAX_CLAIMED_WORKSPACES),
    });
  } catch (error) {
    console.warn(`Could not update custom claims of ${userId}: ${(error as Error).message}`);
  }
}
