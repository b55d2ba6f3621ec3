import { PLANS, type PlanId } from '@shared/constants';
import type { PlanLimitDetails } from '@shared/schemas/plans';
import type { Db } from '../db/open-database';
import { memberSeatRefusal, storageRefusal } from '../db/queries/plan-limits';
import { periodAround } from '../db/queries/plans';
import { errorContent } from '../http/create-router';
import { ApiHttpError } from '../http/errors';
import { formatBytes } from '../uploads/format-bytes';

const planName = (planId: PlanId) => PLANS.find((p) => p.id === planId)!.name;
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * A plan's limit reached: 402 when a bigger plan has room (choosing it is the way forward), 409 on the largest
 * plan (only removing something helps). `details` carries the figures and the plan that fits.
 */
function planLimitError(refusal: PlanLimitDetails, what: string, remedy: string): ApiHttpError {
  const upgrade = refusal.upgradePlanId
    ? `Choose ${planName(refusal.upgradePlanId)} or a bigger plan in Settings → Plan (it applies from ${dayFormat.format(periodAround(new Date()).end)}), or ${remedy}.`
    : `There is no bigger plan: ${remedy}.`;
  return new ApiHttpError(refusal.upgradePlanId ? 402 : 409, 'plan_limit', `${what} ${upgrade}`, refusal);
}

/** Refuses an invitation (or `renewing` one) the workspace's plan has no seat for: members plus open invitations. */
export async function requireMemberSeat(db: Db, workspaceId: string, renewing?: string): Promise<void> {
  const refusal = await memberSeatRefusal(db, workspaceId, renewing);
  if (!refusal) return;
  throw planLimitError(
    refusal,
    `The ${planName(refusal.planId)} plan allows ${refusal.allowed} members and this workspace has ${refusal.used}, counting open invitations.`,
    'remove a member or revoke an invitation',
  );
}

/** Refuses an upload that would take the workspace's stored media past its plan. */
export async function requireStorageRoom(db: Db, workspaceId: string, bytes: number): Promise<void> {
  const refusal = await storageRefusal(db, workspaceId, bytes);
  if (!refusal) return;
  throw planLimitError(
    refusal,
    `This upload (${formatBytes(bytes)}) would take the workspace past the ${planName(refusal.planId)} plan's ${formatBytes(refusal.allowed)} of storage (${formatBytes(refusal.used)} used).`,
    'delete files you no longer need',
  );
}

/** The OpenAPI entries of the answers above, for the routes that call them. */
export const planLimitErrors = {
  402: errorContent('plan_limit: over the plan’s limit; a bigger plan has room (details: the figures and that plan)'),
  409: errorContent('conflict, or plan_limit on the largest plan (details: the figures)'),
} as const;
