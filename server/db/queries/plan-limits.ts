import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { PLANS, type PlanId } from '@shared/constants';
import type { PlanLimitDetails } from '@shared/schemas/plans';
import type { Db } from '../open-database';
import { files, invitations, memberships } from '../schema';
import { planInForce } from './plans';

const GB = 1024 ** 3;

/** The smallest plan above `planId` with room for `needed`, or null when even the largest has none. */
function upgradeFor(planId: PlanId, fits: (plan: (typeof PLANS)[number]) => boolean): PlanId | null {
  const above = PLANS.slice(PLANS.findIndex((p) => p.id === planId) + 1);
  return above.find(fits)?.id ?? null;
}

/**
 * Why one more member (an invitation, or `renewing` one sent again) would not fit the workspace's plan, or null.
 * Open invitations (not accepted, revoked or expired) hold a seat, so accepting them never takes the workspace past
 * its plan.
 */
export async function memberSeatRefusal(
  db: Db,
  workspaceId: string,
  renewing?: string,
  now = new Date(),
): Promise<PlanLimitDetails | null> {
  const planId = await planInForce(db, workspaceId, now);
  const allowed = PLANS.find((p) => p.id === planId)!.limits.members;
  const [members] = await db.select({ n: count() }).from(memberships).where(eq(memberships.workspaceId, workspaceId));
  const [open] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.workspaceId, workspaceId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
        renewing ? ne(invitations.id, renewing) : undefined,
      ),
    );
  const used = (members?.n ?? 0) + (open?.n ?? 0);
  if (used + 1 <= allowed) return null;
  const upgradePlanId = upgradeFor(planId, (p) => p.limits.members >= used + 1);
  return { limit: 'members', planId, allowed, used, adding: 1, upgradePlanId };
}

/** Why storing `bytes` more would not fit the workspace's plan, or null (sizes in bytes). */
export async function storageRefusal(db: Db, workspaceId: string, bytes: number): Promise<PlanLimitDetails | null> {
  const planId = await planInForce(db, workspaceId);
  const allowed = PLANS.find((p) => p.id === planId)!.limits.storageGb * GB;
  const [stored] = await db
    .select({ bytes: sql<string | null>`sum(${files.sizeBytes})` })
    .from(files)
    .where(eq(files.workspaceId, workspaceId));
  const used = Number(stored?.bytes ?? 0);
  if (used + bytes <= allowed) return null;
  const upgradePlanId = upgradeFor(planId, (p) => p.limits.storageGb * GB >= used + bytes);
  return { limit: 'storage', planId, allowed, used, adding: bytes, upgradePlanId };
}
