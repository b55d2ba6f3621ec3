import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { CreditEntry } from '@shared/schemas/credit';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { memberships, users } from '../schema';
import { creditBalances, creditEntries } from '../schema-credit';

type Queryable = Db | Tx;

/** A workspace's balance in minutes (0 when it never had credit). */
export async function balanceOf(db: Queryable, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ minutes: creditBalances.minutes })
    .from(creditBalances)
    .where(eq(creditBalances.workspaceId, workspaceId));
  return row?.minutes ?? 0;
}

/** Adds minutes (a grant or a referral reward) and answers the new balance. */
export async function grantedMinutes(
  db: Queryable,
  entry: {
    workspaceId: string;
    minutes: number;
    kind?: 'grant' | 'referral_reward';
    reason: string;
    actorId?: string | null;
  },
): Promise<number> {
  await db.insert(creditEntries).values({
    id: newId(),
    workspaceId: entry.workspaceId,
    kind: entry.kind ?? 'grant',
    minutes: entry.minutes,
    reason: entry.reason,
    actorId: entry.actorId ?? null,
  });
  return addToBalance(db, entry.workspaceId, entry.minutes);
}

async function addToBalance(db: Queryable, workspaceId: string, minutes: number): Promise<number> {
  const [row] = await db
    .insert(creditBalances)
    .values({ workspaceId, minutes })
    .onConflictDoUpdate({
      target: creditBalances.workspaceId,
      set: { minutes: sql`${creditBalances.minutes} + ${minutes}`, updatedAt: sql`now()` },
    })
    .returning({ minutes: creditBalances.minutes });
  return row!.minutes;
}

export type DebitOutcome = { ok: true; balance: number } | { ok: false; balance: number; shortfall: number };

/**
 * Takes `minutes` for a job, in the caller's transaction, unless that would go below zero. The conditional
 * UPDATE locks the balance row, so concurrent debits of one workspace queue up and each sees the balance the
 * previous one left (PostgreSQL re-checks the WHERE after the lock); the CHECK on the column backs it up.
 */
export async function debitedMinutes(
  tx: Tx,
  debit: { workspaceId: string; minutes: number; jobId: string; reason: string; actorId: string | null },
): Promise<DebitOutcome> {
  const [row] = await tx
    .update(creditBalances)
    .set({ minutes: sql`${creditBalances.minutes} - ${debit.minutes}`, updatedAt: sql`now()` })
    .where(and(eq(creditBalances.workspaceId, debit.workspaceId), sql`${creditBalances.minutes} >= ${debit.minutes}`))
    .returning({ minutes: creditBalances.minutes });
  if (!row) {
    const balance = await balanceOf(tx, debit.workspaceId);
    return { ok: false, balance, shortfall: debit.minutes - balance };
  }
  await tx.insert(creditEntries).values({
    id: newId(),
    workspaceId: debit.workspaceId,
    kind: 'debit',
    minutes: -debit.minutes,
    jobId: debit.jobId,
    reason: debit.reason,
    actorId: debit.actorId,
  });
  return { ok: true, balance: row.minutes };
}

/** The balance and one page of entries, newest first; `lastSeq` is the cursor for the next page or null. */
export async function creditOfWorkspace(
  db: Db,
  workspaceId: string,
  page: { beforeSeq?: number; limit: number },
): Promise<{ balance: number; entries: CreditEntry[]; lastSeq: number | null }> {
  const rows = await db
    .select({
      seq: creditEntries.seq,
      id: creditEntries.id,
      kind: creditEntries.kind,
      minutes: creditEntries.minutes,
      jobId: creditEntries.jobId,
      reason: creditEntries.reason,
      actorId: creditEntries.actorId,
      createdAt: creditEntries.createdAt,
    })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.workspaceId, workspaceId),
        page.beforeSeq === undefined ? undefined : lt(creditEntries.seq, page.beforeSeq),
      ),
    )
    .orderBy(desc(creditEntries.seq))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const entries = rows.slice(0, page.limit);
  return {
    balance: await balanceOf(db, workspaceId),
    entries: entries.map(({ seq: _seq, createdAt, ...e }) => ({ ...e, createdAt: createdAt.toISOString() })),
    lastSeq: more ? entries.at(-1)!.seq : null,
  };
}

/** The sum of a workspace's entries: equal to its balance row, always (tests check it). */
export async function ledgerSum(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${creditEntries.minutes})` })
    .from(creditEntries)
    .where(eq(creditEntries.workspaceId, workspaceId));
  return Number(row?.sum ?? 0);
}

/** The workspace's admins, oldest membership first: whom to ask for minutes, and whose email unlocks free ones. */
export async function adminsOfWorkspace(db: Queryable, workspaceId: string): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'admin')))
    .orderBy(asc(memberships.createdAt), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: r.name || r.email }));
}
