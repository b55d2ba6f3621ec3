import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PlanId } from '@shared/constants';
import type { ReferralMilestone } from '@shared/schemas/referrals';
import { createdAt, users, workspaces } from './schema';

// Plans and their allowances, the low-balance warning and Refer & earn (issues 16, 27 and 28).

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

/**
 * Each billing period's plan allowance, granted once (the primary key is the workspace and the period, so two
 * processes or a retry cannot grant twice) and, once the period is over, what was left of it expired once.
 */
export const planAllowances = pgTable(
  'plan_allowances',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    planId: text('plan_id').$type<PlanId>().notNull(),
    minutes: integer('minutes').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the period is over and its unused minutes were taken back (0 when none were left). */
    expiredMinutes: integer('expired_minutes'),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.periodStart] }),
    check(
      'plan_allowances_minutes_check',
      sql`${t.minutes} >= 0 and (${t.expiredMinutes} is null or ${t.expiredMinutes} between 0 and ${t.minutes})`,
    ),
  ],
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
    /** The domain of the email of the person who applied the code, for the per-domain cap. */
    emailDomain: text('email_domain'),
    /** A hash of the client address (IPv6: its /64) the code was applied from, for the per-address cap. */
    clientKey: text('client_key'),
    /** When the referred workspace's first paid usage was first seen (the referrer is paid only after it). */
    paidUsageAt: timestamp('paid_usage_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerWorkspaceId, t.createdAt),
    uniqueIndex('referrals_person_once_idx').on(t.referrerWorkspaceId, t.referredBy),
    index('referrals_person_idx').on(t.referredBy),
    index('referrals_domain_idx').on(t.referrerWorkspaceId, t.emailDomain),
    index('referrals_client_idx').on(t.clientKey, t.createdAt),
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
