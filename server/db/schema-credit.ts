import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CREDIT_ENTRY_KINDS } from '@shared/schemas/credit';
import { createdAt, users, workspaces } from './schema';

// The minutes ledger (issue 13): every change of a workspace's credit is an entry; the balance row is the
// entries' sum, kept in the same transaction, and its CHECK makes an overdraft impossible.

/** One row per workspace that ever had credit: the running sum of its entries, never below zero. */
export const creditBalances = pgTable(
  'credit_balances',
  {
    workspaceId: text('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_balances_minutes_check', sql`${t.minutes} >= 0`)],
);

export const creditEntries = pgTable(
  'credit_entries',
  {
    /** Orders the list exactly (timestamps can tie); never shown. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<(typeof CREDIT_ENTRY_KINDS)[number]>().notNull(),
    /** Signed: debits and expiries are negative, everything else positive. */
    minutes: integer('minutes').notNull(),
    /** The job a debit paid for or a refund gave back; no foreign key, so the ledger outlives the job row. */
    jobId: text('job_id'),
    reason: text('reason').notNull().default(''),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_entries_workspace_idx').on(t.workspaceId, t.seq),
    // A job is paid for once and refunded at most once, whoever tries twice.
    uniqueIndex('credit_entries_debit_once_idx')
      .on(t.jobId)
      .where(sql`${t.kind} = 'debit'`),
    uniqueIndex('credit_entries_refund_once_idx')
      .on(t.jobId)
      .where(sql`${t.kind} = 'refund'`),
    check(
      'credit_entries_kind_check',
      sql`${t.kind} in ('grant', 'debit', 'refund', 'referral_reward', 'allowance', 'expiry')`,
    ),
    // What leaves the balance (a debit, an expired allowance) is negative; what comes in is positive.
    check(
      'credit_entries_sign_check',
      sql`(${t.kind} in ('debit', 'expiry') and ${t.minutes} < 0) or (${t.kind} not in ('debit', 'expiry') and ${t.minutes} > 0)`,
    ),
  ],
);
