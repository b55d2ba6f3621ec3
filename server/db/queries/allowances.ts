import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { PLANS, type PlanId } from '@shared/constants';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { creditBalances, creditEntries } from '../schema-credit';
import { planAllowances } from '../schema-plans';
import { periodAround } from './plans';

// A plan's minutes are the balance: each period's allowance is a ledger entry granted once per workspace and
// period, and when the period is over what is left of it is taken back (it does not roll over). Minutes spent in
// a period come out of its allowance first, so granted, bought and referral minutes are the last to go.

const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const planName = (planId: PlanId) => PLANS.find((p) => p.id === planId)!.name;

/** This period's allowance row, or null when it was not granted yet. */
export async function allowanceOfPeriod(db: Db | Tx, workspaceId: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(planAllowances)
    .where(and(eq(planAllowances.workspaceId, workspaceId), eq(planAllowances.periodStart, periodAround(now).start)));
  return row ?? null;
}

/** True once the workspace was ever granted an allowance: it passed the verified-email gate then. */
export async function hadAllowance(db: Db | Tx, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(planAllowances)
    .where(eq(planAllowances.workspaceId, workspaceId))
    .limit(1);
  return row !== undefined;
}

/**
 * Takes back what is left of every earlier period's allowance, then grants this period's `planId` allowance;
 * each exactly once. The balance row is locked first, so concurrent calls (and debits) of one workspace queue up
 * and each sees what the previous one wrote. Answers the minutes granted and expired by this call.
 */
export async function settledAllowance(
  db: Db,
  workspaceId: string,
  planId: PlanId,
  now = new Date(),
): Promise<{ granted: number; expired: number }> {
  const period = periodAround(now);
  return db.transaction(async (tx) => {
    await tx.insert(creditBalances).values({ workspaceId, minutes: 0 }).onConflictDoNothing();
    const [locked] = await tx
      .select({ minutes: creditBalances.minutes })
      .from(creditBalances)
      .where(eq(creditBalances.workspaceId, workspaceId))
      .for('update');
    let balance = locked!.minutes;
    let expired = 0;
    const ended = await tx
      .select()
      .from(planAllowances)
      .where(
        and(
          eq(planAllowances.workspaceId, workspaceId),
          lt(planAllowances.periodStart, period.start),
          isNull(planAllowances.expiredAt),
        ),
      )
      .orderBy(asc(planAllowances.periodStart));
    for (const allowance of ended) {
      const spent = await netSpentDuring(tx, workspaceId, periodAround(allowance.periodStart));
      const left = Math.min(balance, Math.max(0, allowance.minutes - spent));
      await tx
        .update(planAllowances)
        .set({ expiredMinutes: left, expiredAt: now })
        .where(and(eq(planAllowances.workspaceId, workspaceId), eq(planAllowances.periodStart, allowance.periodStart)));
      if (left === 0) continue;
      const month = monthFormat.format(allowance.periodStart);
      await booked(
        tx,
        workspaceId,
        'expiry',
        -left,
        `Unused ${planName(allowance.planId)} minutes of ${month} expired`,
      );
      balance -= left;
      expired += left;
    }
    const minutes = PLANS.find((p) => p.id === planId)!.includedMinutesPerMonth;
    const inserted = await tx
      .insert(planAllowances)
      .values({ workspaceId, periodStart: period.start, planId, minutes, grantedAt: now })
      .onConflictDoNothing()
      .returning({ minutes: planAllowances.minutes });
    const granted = inserted.length === 1 && minutes > 0 ? minutes : 0;
    if (granted > 0) {
      const month = monthFormat.format(period.start);
      await booked(tx, workspaceId, 'allowance', granted, `${planName(planId)} plan: ${granted} minutes for ${month}`);
    }
    return { granted, expired };
  });
}

/** Minutes spent during a period: its debits less its refunds (a refund counts when it is booked). */
async function netSpentDuring(tx: Tx, workspaceId: string, period: { start: Date; end: Date }): Promise<number> {
  const [row] = await tx
    .select({ spent: sql<string | null>`-sum(${creditEntries.minutes})` })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.workspaceId, workspaceId),
        sql`${creditEntries.kind} in ('debit', 'refund')`,
        sql`${creditEntries.createdAt} >= ${period.start.toISOString()}`,
        sql`${creditEntries.createdAt} < ${period.end.toISOString()}`,
      ),
    );
  return Number(row?.spent ?? 0);
}

/** One ledger entry and the balance moved by it, in the caller's transaction. */
async function booked(tx: Tx, workspaceId: string, kind: 'allowance' | 'expiry', minutes: number, reason: string) {
  await tx.insert(creditEntries).values({ id: newId(), workspaceId, kind, minutes, reason });
  await tx
    .update(creditBalances)
    .set({ minutes: sql`${creditBalances.minutes} + ${minutes}`, updatedAt: sql`now()` })
    .where(eq(creditBalances.workspaceId, workspaceId));
}
