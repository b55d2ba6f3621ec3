import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { REFERRAL_REWARDS } from '@shared/constants';
import type { ReferralMilestone, ReferredWorkspace } from '@shared/schemas/referrals';
import { newId } from '../new-id';
import type { Db, Tx } from '../open-database';
import { memberships, workspaces } from '../schema';
import { creditEntries } from '../schema-credit';
import { jobs } from '../schema-jobs';
import { referralCodes, referralRewards, referrals } from '../schema-plans';
import { isUniqueViolation } from '../unique-violation';
import { grantedMinutes } from './credit';

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
    .select({ referralId: referrals.id, id: workspaces.id, name: workspaces.name, joinedAt: referrals.createdAt })
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
      state: stateOf(new Set(mine.map((r) => r.milestone))),
      minutesEarned: mine.filter((r) => r.workspaceId === workspaceId).reduce((sum, r) => sum + r.minutes, 0),
    };
  });
}

export type ReferralRefusal =
  'unknown_code' | 'self_referral' | 'already_referred' | 'repeat_referral' | 'not_business' | 'too_late';

/** A referral may be applied within this many days of the workspace's creation. */
export const REFERRAL_WINDOW_DAYS = 7;

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

/**
 * Records that `workspaceId` was created with `code` by `userId` and credits its welcome bonus; or says why not.
 * The unique constraints decide races: a second apply of the same workspace or person fails as a repeat.
 */
export async function appliedReferral(
  db: Db,
  workspaceId: string,
  code: string,
  userId: string,
): Promise<{ ok: true; bonusMinutes: number } | { ok: false; reason: ReferralRefusal }> {
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
  if (Date.now() - target.createdAt.getTime() > REFERRAL_WINDOW_DAYS * 86_400_000) {
    return { ok: false, reason: 'too_late' };
  }
  const [earlier] = await db
    .select({ referredWorkspaceId: referrals.referredWorkspaceId })
    .from(referrals)
    .where(
      or(
        eq(referrals.referredWorkspaceId, workspaceId),
        and(eq(referrals.referrerWorkspaceId, owner.workspaceId), eq(referrals.referredBy, userId)),
      ),
    );
  if (earlier)
    return { ok: false, reason: earlier.referredWorkspaceId === workspaceId ? 'already_referred' : 'repeat_referral' };
  try {
    await db.transaction(async (tx) => {
      const id = newId();
      await tx.insert(referrals).values({
        id,
        referrerWorkspaceId: owner.workspaceId,
        referredWorkspaceId: workspaceId,
        referredBy: userId,
      });
      await rewardedOnce(
        tx,
        { id },
        'welcome_bonus',
        workspaceId,
        REFERRAL_REWARDS.welcomeBonus,
        'Referral welcome bonus',
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'already_referred' };
    throw error;
  }
  return { ok: true, bonusMinutes: REFERRAL_REWARDS.welcomeBonus };
}

/**
 * Pays the referrer what `workspaceId`'s transcriptions have earned so far: 500 minutes on its first completed
 * transcription, 500 more once transcriptions have used 60 minutes. Safe to call any number of times, at once
 * too: each milestone pays exactly once. `completedJobId` names a transcribe job that has just done its work but
 * is not yet marked succeeded (the engines call this from the job itself).
 */
export async function referralProgress(db: Db | Tx, workspaceId: string, completedJobId?: string): Promise<void> {
  const [referral] = await db
    .select({ id: referrals.id, referrerWorkspaceId: referrals.referrerWorkspaceId })
    .from(referrals)
    .where(eq(referrals.referredWorkspaceId, workspaceId));
  if (!referral) return;
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
