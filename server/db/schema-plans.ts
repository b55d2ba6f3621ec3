import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlanId } from '@shared/constants';
import type { ReferralMilestone } from '@shared/schemas/referrals';
import { createdAt, users, workspaces } from './schema';

// Plans, the low-balance warning and Refer & earn (issue 16).

/**
 * Every plan change ever asked for: the plan in force is the newest row already in effect, a row still in the
 * future is the pending change (no row: the default plan).
 */
export const planChanges = pgTable(
  'plan_changes',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    planId: text('plan_id').$type<PlanId>().notNull(),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('plan_changes_workspace_idx').on(t.workspaceId, t.effectiveAt, t.requestedAt)],
);

/** Below this balance the credit page and the admin's screens warn; no row means no warning. */
export const creditWarnings = pgTable(
  'credit_warnings',
  {
    workspaceId: text('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    lowBalanceMinutes: integer('low_balance_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credit_warnings_minutes_check', sql`${t.lowBalanceMinutes} >= 0`)],
);

/** Each workspace's referral code, made the first time someone opens Refer & earn. */
export const referralCodes = pgTable('referral_codes', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique('referral_codes_code_unique'),
  createdAt: createdAt(),
});

/** A workspace created with another's code: one per referred workspace, one per person per referrer. */
export const referrals = pgTable(
  'referrals',
  {
    id: text('id').primaryKey(),
    referrerWorkspaceId: text('referrer_workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    referredWorkspaceId: text('referred_workspace_id')
      .notNull()
      .unique('referrals_referred_unique')
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    referredBy: text('referred_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerWorkspaceId, t.createdAt),
    uniqueIndex('referrals_person_once_idx').on(t.referrerWorkspaceId, t.referredBy),
    check('referrals_not_self_check', sql`${t.referrerWorkspaceId} <> ${t.referredWorkspaceId}`),
  ],
);

/** Rewards already credited: the primary key makes each milestone of a referral pay exactly once. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    referralId: text('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    milestone: text('milestone').$type<ReferralMilestone>().notNull(),
    /** The workspace credited: the referred one for the welcome bonus, the referrer otherwise. */
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    minutes: integer('minutes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.referralId, t.milestone] }),
    check(
      'referral_rewards_milestone_check',
      sql`${t.milestone} in ('welcome_bonus', 'first_transcription', 'processed_minutes')`,
    ),
  ],
);
