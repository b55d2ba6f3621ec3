import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { PLANS, REFERRAL_CAPS, REFERRAL_REWARDS } from '@shared/constants';
import type { ReferralMilestone, ReferredWorkspace } from '@shared/schemas/referrals';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { memberships, workspaces } from '../schema';
import { creditEntries } from '../schema-credit';
import { jobs } from '../schema-jobs';
import { referralCodes, referralRewards, referrals } from '../schema-plans';
import { isUniqueViolation } from '../unique-violation';
import { grantedMinutes } from './credit';
import { planInForce } from './plans';

// No 0/O or 1/I: codes are read aloud and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The workspace's referral code, made on first use. */
export async function referralCodeOf(db: Db, workspaceId: string): Promise<string> {
  for (;;) {
    const [existing] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.workspaceId, workspaceId));
    if (existing) return existing.code;
    // A clash with another workspace's code (or a concurrent first use) is followed by another read.
    await db.insert(referralCodes).values({ workspaceId, code: newCode() }).onConflictDoNothing();
  }
}

const stateOf = (milestones: Set<ReferralMilestone>): ReferredWorkspace['state'] =>
  milestones.has('processed_minutes')
    ? 'processed_minutes'
    : milestones.has('first_transcription')
      ? 'first_transcription'
      : 'signed_up';

/** The workspaces created with this workspace's code, oldest first, with what each has earned the referrer. */
export async function referredWorkspacesOf(db: Db, workspaceId: string): Promise<ReferredWorkspace[]> {
  const rows = await db
    .select({
      referralId: referrals.id,
      id: workspaces.id,
      name: workspaces.name,
      joinedAt: referrals.createdAt,
      paidUsageAt: referrals.paidUsageAt,
    })
    .from(referrals)
    .innerJoin(workspaces, eq(workspaces.id, referrals.referredWorkspaceId))
    .where(eq(referrals.referrerWorkspaceId, workspaceId))
    .orderBy(asc(referrals.createdAt), asc(referrals.id));
  if (rows.length === 0) return [];
  const rewards = await db
    .select()
    .from(referralRewards)
    .where(
      inArray(
        referralRewards.referralId,
        rows.map((r) => r.referralId),
      ),
    );
  return rows.map((row) => {
    const mine = rewards.filter((r) => r.referralId === row.referralId);
    return {
      id: row.id,
      name: row.name,
      joinedAt: row.joinedAt.toISOString(),
      paidUsageAt: row.paidUsageAt?.toISOString() ?? null,
      state: stateOf(new Set(mine.map((r) => r.milestone))),
      minutesEarned: mine.filter((r) => r.workspaceId === workspaceId).reduce((sum, r) => sum + r.minutes, 0),
    };
  });
}

export type ReferralRefusal =
  | 'unknown_code'
  | 'self_referral'
  | 'already_referred'
  | 'repeat_referral'
  | 'not_business'
  | 'too_late'
  | 'person_cap'
  | 'domain_cap'
  | 'address_cap';

/** A referral may be applied within this many days of the workspace's creation. */
export const REFERRAL_WINDOW_DAYS = 7;

// Serialises applying codes, so two at once cannot both pass a cap (codes are applied rarely: nothing waits long).
const APPLY_LOCK = 7_360_027;

/** Pays one milestone of a referral, once: the reward row's primary key is the guard. */
async function rewardedOnce(
  tx: Tx,
  referral: { id: string },
  milestone: ReferralMilestone,
  workspaceId: string,
  minutes: number,
  reason: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(referralRewards)
    .values({ referralId: referral.id, milestone, workspaceId, minutes })
    .onConflictDoNothing()
    .returning({ referralId: referralRewards.referralId });
  if (inserted.length === 0) return false;
  await grantedMinutes(tx, { workspaceId, minutes, kind: 'referral_reward', reason });
  return true;
}

const payWelcomeBonus = (tx: Tx, referralId: string, workspaceId: string) =>
  rewardedOnce(
    tx,
    { id: referralId },
    'welcome_bonus',
    workspaceId,
    REFERRAL_REWARDS.welcomeBonus,
    'Referral welcome bonus',
  );

/** Why this application breaks a cap (docs/admin.md, Referrals), or null. Runs under the apply lock. */
async function capReached(
  tx: Tx,
  referrerWorkspaceId: string,
  applicant: { userId: string; emailDomain: string; clientKey: string },
  now: Date,
): Promise<'person_cap' | 'domain_cap' | 'address_cap' | null> {
  const count = async (where: ReturnType<typeof and>) =>
    (
      await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(referrals)
        .where(where)
    )[0]?.n ?? 0;
  if ((await count(eq(referrals.referredBy, applicant.userId))) >= REFERRAL_CAPS.perPerson) return 'person_cap';
  const sameDomain = and(
    eq(referrals.referrerWorkspaceId, referrerWorkspaceId),
    eq(referrals.emailDomain, applicant.emailDomain),
  );
  if ((await count(sameDomain)) >= REFERRAL_CAPS.perEmailDomain) return 'domain_cap';
  const since = new Date(now.getTime() - REFERRAL_CAPS.clientAddressDays * 86_400_000);
  const sameAddress = and(eq(referrals.clientKey, applicant.clientKey), gte(referrals.createdAt, since));
  if ((await count(sameAddress)) >= REFERRAL_CAPS.perClientAddress) return 'address_cap';
  return null;
}

/**
 * Records that `workspaceId` was created with `code` by the applicant and credits its welcome bonus when their
 * email is verified (otherwise the bonus waits: `welcomeBonusDue`); or says why not. Refusals leave no trace.
 */
export async function appliedReferral(
  db: Db,
  application: {
    workspaceId: string;
    code: string;
    userId: string;
    email: string;
    clientKey: string;
    emailVerified: boolean;
  },
  now = new Date(),
): Promise<{ ok: true; bonusMinutes: number; credited: boolean } | { ok: false; reason: ReferralRefusal }> {
  const { workspaceId, code, userId } = application;
  const [owner] = await db
    .select({ workspaceId: referralCodes.workspaceId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  if (!owner) return { ok: false, reason: 'unknown_code' };
  const [target] = await db
    .select({ type: workspaces.type, createdAt: workspaces.createdAt })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  if (!target) return { ok: false, reason: 'unknown_code' };
  // Referring your own workspace, or one you belong to, earns nothing.
  const [ownMembership] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, owner.workspaceId), eq(memberships.userId, userId)));
  if (owner.workspaceId === workspaceId || ownMembership) return { ok: false, reason: 'self_referral' };
  if (target.type !== 'business') return { ok: false, reason: 'not_business' };
  if (now.getTime() - target.createdAt.getTime() > REFERRAL_WINDOW_DAYS * 86_400_000) {
    return { ok: false, reason: 'too_late' };
  }
  const emailDomain = application.email.split('@').at(-1)!.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${APPLY_LOCK})`);
      const [earlier] = await tx
        .select({ referredWorkspaceId: referrals.referredWorkspaceId })
        .from(referrals)
        .where(
          or(
            eq(referrals.referredWorkspaceId, workspaceId),
            and(eq(referrals.referrerWorkspaceId, owner.workspaceId), eq(referrals.referredBy, userId)),
          ),
        );
      if (earlier) {
        const reason = earlier.referredWorkspaceId === workspaceId ? 'already_referred' : 'repeat_referral';
        return { ok: false as const, reason };
      }
      const cap = await capReached(
        tx,
        owner.workspaceId,
        { userId, emailDomain, clientKey: application.clientKey },
        now,
      );
      if (cap) return { ok: false as const, reason: cap };
      const id = newId();
      await tx.insert(referrals).values({
        id,
        referrerWorkspaceId: owner.workspaceId,
        referredWorkspaceId: workspaceId,
        referredBy: userId,
        emailDomain,
        clientKey: application.clientKey,
        createdAt: now,
      });
      if (application.emailVerified) await payWelcomeBonus(tx, id, workspaceId);
      return { ok: true as const, bonusMinutes: REFERRAL_REWARDS.welcomeBonus, credited: application.emailVerified };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'already_referred' };
    throw error;
  }
}

/** The referral of `workspaceId` whose welcome bonus waits for a verified email, or null. */
export async function welcomeBonusDue(db: Db, workspaceId: string): Promise<{ id: string; referredBy: string } | null> {
  const [row] = await db
    .select({ id: referrals.id, referredBy: referrals.referredBy })
    .from(referrals)
    .leftJoin(
      referralRewards,
      and(eq(referralRewards.referralId, referrals.id), eq(referralRewards.milestone, 'welcome_bonus')),
    )
    .where(and(eq(referrals.referredWorkspaceId, workspaceId), isNull(referralRewards.referralId)));
  return row?.referredBy ? { id: row.id, referredBy: row.referredBy } : null;
}

/** Credits a welcome bonus that was waiting for the applicant's verified email; once, whoever calls first. */
export async function paidWelcomeBonus(db: Db, referralId: string, workspaceId: string): Promise<boolean> {
  return db.transaction((tx) => payWelcomeBonus(tx, referralId, workspaceId));
}

/**
 * True once the workspace has paid for something: a paid plan is in force, or it has spent more minutes than all
 * the free ones it was ever given (plan allowances it kept, welcome and referral rewards), i.e. bought minutes.
 */
export async function hasPaidUsage(db: Db | Tx, workspaceId: string, now = new Date()): Promise<boolean> {
  const planId = await planInForce(db, workspaceId, now);
  if (PLANS.find((p) => p.id === planId)!.paid) return true;
  const [row] = await db
    .select({
      spent: sql<
        string | null
      >`-sum(${creditEntries.minutes}) filter (where ${creditEntries.kind} in ('debit', 'refund'))`,
      free: sql<
        string | null
      >`sum(${creditEntries.minutes}) filter (where ${creditEntries.kind} in ('allowance', 'expiry', 'referral_reward'))`,
    })
    .from(creditEntries)
    .where(eq(creditEntries.workspaceId, workspaceId));
  return Number(row?.spent ?? 0) > Number(row?.free ?? 0);
}

/**
 * Pays the referrer what `workspaceId` has earned it so far, once the referred workspace's welcome bonus was paid
 * (the applicant's email is verified) and its first paid usage was seen: 500 minutes for its first completed
 * transcription, 500 more once transcriptions have used 60 minutes. The first paid usage is noted when first seen,
 * so free minutes credited later do not undo it. Safe to call any number of times, at once too: each milestone pays
 * exactly once. `completedJobId` names a transcribe job that has just done its work but is not yet marked succeeded
 * (the engines call this from the job itself).
 */
export async function referralProgress(db: Db | Tx, workspaceId: string, completedJobId?: string): Promise<void> {
  const [referral] = await db
    .select({
      id: referrals.id,
      referrerWorkspaceId: referrals.referrerWorkspaceId,
      paidUsageAt: referrals.paidUsageAt,
      welcome: referralRewards.milestone,
    })
    .from(referrals)
    .leftJoin(
      referralRewards,
      and(eq(referralRewards.referralId, referrals.id), eq(referralRewards.milestone, 'welcome_bonus')),
    )
    .where(eq(referrals.referredWorkspaceId, workspaceId));
  if (!referral) return;
  if (!referral.paidUsageAt) {
    if (!(await hasPaidUsage(db, workspaceId))) return;
    await db
      .update(referrals)
      .set({ paidUsageAt: sql`now()` })
      .where(and(eq(referrals.id, referral.id), isNull(referrals.paidUsageAt)));
  }
  if (!referral.welcome) return;
  const done = completedJobId
    ? or(eq(jobs.state, 'succeeded'), eq(jobs.id, completedJobId))
    : eq(jobs.state, 'succeeded');
  const [progress] = await db
    .select({
      transcriptions: sql<number>`count(distinct ${jobs.id})::int`,
      minutes: sql<string | null>`-sum(${creditEntries.minutes})`,
    })
    .from(jobs)
    .leftJoin(creditEntries, and(eq(creditEntries.jobId, jobs.id), eq(creditEntries.kind, 'debit')))
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.kind, 'transcribe'), done));
  const transcriptions = progress?.transcriptions ?? 0;
  const minutes = Number(progress?.minutes ?? 0);
  if (transcriptions === 0) return;
  await db.transaction(async (tx) => {
    await rewardedOnce(
      tx,
      referral,
      'first_transcription',
      referral.referrerWorkspaceId,
      REFERRAL_REWARDS.firstTranscription,
      'Referral reward: first completed transcription',
    );
    if (minutes >= REFERRAL_REWARDS.processedMinutesThreshold) {
      await rewardedOnce(
        tx,
        referral,
        'processed_minutes',
        referral.referrerWorkspaceId,
        REFERRAL_REWARDS.processedMinutes,
        `Referral reward: ${REFERRAL_REWARDS.processedMinutesThreshold} minutes transcribed`,
      );
    }
  });
}
