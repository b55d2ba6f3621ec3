import { createRoute } from '@hono/zod-openapi';
import { REFERRAL_CAPS } from '@shared/constants';
import { SETTINGS_MANAGERS, WORKSPACE_READERS } from '@shared/permissions/workspace';
import { workspaceParamsSchema } from '@shared/schemas/plans';
import {
  applyReferralBodySchema,
  applyReferralResponseSchema,
  referralsResponseSchema,
} from '@shared/schemas/referrals';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { clientKeyOf } from '../billing/client-key';
import { verifiedUserIds } from '../billing/verified-emails';
import {
  appliedReferral,
  REFERRAL_WINDOW_DAYS,
  type ReferralRefusal,
  referralCodeOf,
  referredWorkspacesOf,
} from '../db/queries/referrals';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { clientAddress } from '../http/client-address';
import { ApiHttpError, conflict } from '../http/errors';
import type { AppDeps } from '../app-deps';

const REFUSALS: Record<ReferralRefusal, string> = {
  unknown_code: 'There is no workspace with this referral code',
  self_referral: 'A workspace cannot be referred by itself or by a workspace you belong to',
  already_referred: 'This workspace was already referred',
  repeat_referral: 'You have already referred a workspace with this code',
  not_business: 'Only business workspaces can be referred',
  too_late: `A referral code can be added only within ${REFERRAL_WINDOW_DAYS} days of creating the workspace`,
  person_cap: 'You have already joined Media Access through a referral: each person can be referred once',
  domain_cap: `This workspace has already referred ${REFERRAL_CAPS.perEmailDomain} workspaces from your email domain`,
  address_cap: `${REFERRAL_CAPS.perClientAddress} referral codes were already applied from your network in the last ${REFERRAL_CAPS.clientAddressDays} days`,
};

/** Refer & earn: a workspace's code and referred workspaces, and applying a code to a new workspace. */
export function referralsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/referrals',
      operationId: 'getReferrals',
      summary: "The workspace's referral code and link, and the workspaces created with it (every member)",
      ...signedIn,
      request: { params: workspaceParamsSchema },
      responses: { 200: jsonContent(referralsResponseSchema, 'Code, link and referred workspaces'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, WORKSPACE_READERS);
      const code = await referralCodeOf(deps.db, workspaceId);
      const referred = await referredWorkspacesOf(deps.db, workspaceId);
      const link = `${deps.publicUrl}/signup?${new URLSearchParams({ ref: code })}`;
      const minutesEarned = referred.reduce((sum, r) => sum + r.minutesEarned, 0);
      return c.json({ code, link, referred, minutesEarned }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/referral',
      operationId: 'applyReferral',
      summary:
        'Records that this new business workspace was referred with a code and credits its welcome bonus once the caller has a verified email (admin); capped per person, email domain and client address',
      ...signedIn,
      request: {
        params: workspaceParamsSchema,
        body: { content: { 'application/json': { schema: applyReferralBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(applyReferralResponseSchema, 'The bonus credited'),
        ...authedErrors,
        ...conflictError,
      },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { code } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, SETTINGS_MANAGERS);
      const verified = await verifiedUserIds(deps.auth, [user.id], user);
      const outcome = await appliedReferral(deps.db, {
        workspaceId,
        code,
        userId: user.id,
        email: user.email,
        clientKey: clientKeyOf(clientAddress(c, deps.trustProxy)),
        emailVerified: verified.has(user.id),
      });
      if (!outcome.ok) {
        if (outcome.reason === 'unknown_code')
          throw new ApiHttpError(400, 'validation_error', `code: ${REFUSALS.unknown_code}`);
        throw conflict(REFUSALS[outcome.reason], { reason: outcome.reason });
      }
      return c.json({ bonusMinutes: outcome.bonusMinutes, credited: outcome.credited }, 201);
    },
  );

  return router;
}
