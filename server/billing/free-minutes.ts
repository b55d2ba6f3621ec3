import type { Auth } from 'firebase-admin/auth';
import { PLANS } from '@shared/constants';
import type { FreeMinutes } from '@shared/schemas/credit';
import type { CurrentUser } from '../auth/current-user';
import type { Db } from '../db/open-database';
import { allowanceOfPeriod, hadAllowance, settledAllowance } from '../db/queries/allowances';
import { adminsOfWorkspace } from '../db/queries/credit';
import { periodAround, planInForce } from '../db/queries/plans';
import { paidWelcomeBonus, referralProgress, welcomeBonusDue } from '../db/queries/referrals';
import { verifiedUserIds } from './verified-emails';

/**
 * Brings a workspace's free minutes up to date, lazily: called whenever its balance is read or a job is priced, so
 * no timer is needed and the first read of a new period does the work. Grants this period's plan allowance (and
 * expires what was left of the last one) once an admin of the workspace has a verified email, credits a referral
 * welcome bonus that was waiting for the applicant's verified email, and pays referral rewards that became due.
 * Answers the state of this period's allowance.
 */
export async function settledFreeMinutes(
  deps: { db: Db; auth: Auth },
  workspaceId: string,
  caller?: CurrentUser,
  now = new Date(),
): Promise<FreeMinutes> {
  const { db } = deps;
  const planId = await planInForce(db, workspaceId, now);
  const period = periodAround(now);
  const answer = (state: FreeMinutes['state']): FreeMinutes => ({
    state,
    planId,
    minutesPerPeriod: PLANS.find((p) => p.id === planId)!.includedMinutesPerMonth,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
  });
  const welcome = await welcomeBonusDue(db, workspaceId);
  const granted = (await allowanceOfPeriod(db, workspaceId, now)) !== null;
  // Once a workspace has had an allowance, an admin's email was verified: later periods need no new check.
  const unlocked = granted || (await hadAllowance(db, workspaceId));
  const admins = unlocked ? [] : await adminsOfWorkspace(db, workspaceId);
  const asked = [...admins.map((a) => a.id), ...(welcome ? [welcome.referredBy] : [])];
  const verified = asked.length > 0 ? await verifiedUserIds(deps.auth, asked, caller) : new Set<string>();

  if (welcome && verified.has(welcome.referredBy)) await paidWelcomeBonus(db, welcome.id, workspaceId);
  const mayGrant = unlocked || admins.some((a) => verified.has(a.id));
  if (mayGrant && !granted) await settledAllowance(db, workspaceId, planId, now);
  await referralProgress(db, workspaceId);
  return answer(mayGrant ? 'granted' : 'needs_verified_email');
}
