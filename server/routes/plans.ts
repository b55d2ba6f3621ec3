import { createRoute } from '@hono/zod-openapi';
import { CREDIT_VIEWERS, PLAN_MANAGERS } from '@shared/permissions/credit';
import { SETTINGS_MANAGERS } from '@shared/permissions/workspace';
import {
  changePlanBodySchema,
  creditWarningSchema,
  planResponseSchema,
  workspaceParamsSchema,
} from '@shared/schemas/plans';
import { type AuthedEnv, type CurrentUser, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { settledFreeMinutes } from '../billing/free-minutes';
import { balanceOf } from '../db/queries/credit';
import { changedPlan, creditWarningOf, planOfWorkspace, savedCreditWarning } from '../db/queries/plans';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import type { AppDeps } from '../app-deps';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

/** A workspace's plan (no billing: changes take effect next period) and its low-balance warning. */
export function plansRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };
  /** The plan with this period's free minutes settled and the balance they make. */
  const planAnswer = async (workspaceId: string, user: CurrentUser) => {
    const freeMinutes = await settledFreeMinutes(deps, workspaceId, user);
    const plan = await planOfWorkspace(deps.db, workspaceId);
    return { ...plan, freeMinutes, balance: await balanceOf(deps.db, workspaceId) };
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/plan',
      operationId: 'getPlan',
      summary:
        "The workspace's plan, a pending change, this month's usage, its free minutes (granted first, when due) and balance (admin)",
      ...signedIn,
      request: { params: workspaceParamsSchema },
      responses: { 200: jsonContent(planResponseSchema, 'The plan'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, PLAN_MANAGERS);
      return c.json(await planAnswer(workspaceId, user), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/plan/change',
      operationId: 'changePlan',
      summary: 'Records a plan change that takes effect at the start of the next month, UTC (admin)',
      ...signedIn,
      request: { params: workspaceParamsSchema, body: json(changePlanBodySchema) },
      responses: { 200: jsonContent(planResponseSchema, 'The plan with its pending change'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { planId } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, PLAN_MANAGERS);
      await changedPlan(deps.db, { workspaceId, planId, requestedBy: user.id });
      return c.json(await planAnswer(workspaceId, user), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/credit/warning',
      operationId: 'getCreditWarning',
      summary: 'The balance below which the credit page warns (admin, content-manager)',
      ...signedIn,
      request: { params: workspaceParamsSchema },
      responses: { 200: jsonContent(creditWarningSchema, 'The threshold'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, CREDIT_VIEWERS);
      return c.json({ lowBalanceMinutes: await creditWarningOf(deps.db, workspaceId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/workspaces/{workspaceId}/credit/warning',
      operationId: 'setCreditWarning',
      summary: 'Sets the low-balance threshold in minutes, or null for none (admin)',
      ...signedIn,
      request: { params: workspaceParamsSchema, body: json(creditWarningSchema) },
      responses: { 200: jsonContent(creditWarningSchema, 'The threshold'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { lowBalanceMinutes } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SETTINGS_MANAGERS);
      await savedCreditWarning(deps.db, workspaceId, lowBalanceMinutes);
      return c.json({ lowBalanceMinutes }, 200);
    },
  );

  return router;
}
