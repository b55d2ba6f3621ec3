import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { DEFAULT_PLAN_ID, type PlanId } from '@shared/constants';
import type { PlanUsage } from '@shared/schemas/plans';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { files, memberships } from '../schema';
import { creditEntries } from '../schema-credit';
import { creditWarnings, planChanges } from '../schema-plans';

/** This period: the calendar month (UTC) holding `now`. */
export function periodAround(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** The plan in force at `now`: the newest change already in effect, else the default plan. */
export async function planInForce(db: Db | Tx, workspaceId: string, now = new Date()): Promise<PlanId> {
  const [current] = await db
    .select({ planId: planChanges.planId })
    .from(planChanges)
    .where(and(eq(planChanges.workspaceId, workspaceId), lte(planChanges.effectiveAt, now)))
    .orderBy(desc(planChanges.effectiveAt), desc(planChanges.requestedAt))
    .limit(1);
  return current?.planId ?? DEFAULT_PLAN_ID;
}

/** The plan in force, the pending change and this period's usage. */
export async function planOfWorkspace(db: Db, workspaceId: string, now = new Date()): Promise<PlanUsage> {
  const { start, end } = periodAround(now);
  const planId = await planInForce(db, workspaceId, now);
  const [pending] = await db
    .select()
    .from(planChanges)
    .where(and(eq(planChanges.workspaceId, workspaceId), gt(planChanges.effectiveAt, now)))
    .orderBy(desc(planChanges.requestedAt))
    .limit(1);
  const [minutes] = await db
    .select({ spent: sql<string | null>`-sum(${creditEntries.minutes})` })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.workspaceId, workspaceId),
        sql`${creditEntries.kind} in ('debit', 'refund')`,
        sql`${creditEntries.createdAt} >= ${start.toISOString()}`,
      ),
    );
  const [members] = await db.select({ n: count() }).from(memberships).where(eq(memberships.workspaceId, workspaceId));
  const [storage] = await db
    .select({ bytes: sql<string | null>`sum(${files.sizeBytes})` })
    .from(files)
    .where(eq(files.workspaceId, workspaceId));
  return {
    planId,
    periodStart: start.toISOString(),
    periodEnd: end.toISOString(),
    pendingChange:
      pending && pending.planId !== planId
        ? {
            planId: pending.planId,
            effectiveAt: pending.effectiveAt.toISOString(),
            requestedAt: pending.requestedAt.toISOString(),
            requestedBy: pending.requestedBy,
          }
        : null,
    usage: {
      minutes: Math.max(0, Number(minutes?.spent ?? 0)),
      members: members?.n ?? 0,
      storageBytes: Number(storage?.bytes ?? 0),
    },
  };
}

/**
 * Records a change to `planId` from the next period on. Asking for the plan already in force records that too,
 * which withdraws a pending change (the newest request wins).
 */
export async function changedPlan(
  db: Db,
  change: { workspaceId: string; planId: PlanId; requestedBy: string },
  now = new Date(),
): Promise<void> {
  await db.insert(planChanges).values({
    id: newId(),
    workspaceId: change.workspaceId,
    planId: change.planId,
    requestedBy: change.requestedBy,
    requestedAt: now,
    effectiveAt: periodAround(now).end,
  });
}

/** The low-balance threshold in minutes, or null when none is set. */
export async function creditWarningOf(db: Db, workspaceId: string): Promise<number | null> {
  const [row] = await db
    .select({ minutes: creditWarnings.lowBalanceMinutes })
    .from(creditWarnings)
    .where(eq(creditWarnings.workspaceId, workspaceId));
  return row?.minutes ?? null;
}

/** Sets (or with null, removes) the low-balance threshold. */
export async function savedCreditWarning(db: Db, workspaceId: string, minutes: number | null): Promise<void> {
  if (minutes === null) {
    await db.delete(creditWarnings).where(eq(creditWarnings.workspaceId, workspaceId));
    return;
  }
  await db
    .insert(creditWarnings)
    .values({ workspaceId, lowBalanceMinutes: minutes })
    .onConflictDoUpdate({
      target: creditWarnings.workspaceId,
      set: { lowBalanceMinutes: minutes, updatedAt: sql`now()` },
    });
}
