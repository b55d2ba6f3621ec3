import { createRoute } from '@hono/zod-openapi';
import { SETTINGS_MANAGERS } from '@shared/permissions/workspace';
import { analyticsQuerySchema, analyticsResponseSchema } from '@shared/schemas/analytics';
import { workspaceParamsSchema } from '@shared/schemas/plans';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { analyticsOfWorkspace } from '../db/queries/analytics';
import { embedTotals } from '../db/queries/beacon';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import type { AppDeps } from '../app-deps';

const DEFAULT_DAYS = 30;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/** A workspace's figures over a period, per day. */
export function analyticsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/analytics',
      operationId: 'getWorkspaceAnalytics',
      summary:
        "Minutes processed by kind, files added, corrections and requests received and handled, per UTC day from `from` to `to` (default: the last 30 days; admin), and the embed beacon's totals",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { params: workspaceParamsSchema, query: analyticsQuerySchema },
      responses: { 200: jsonContent(analyticsResponseSchema, 'The figures'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const query = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SETTINGS_MANAGERS);
      const to =
        query.to ??
        (query.from ? isoDay(Date.parse(query.from) + (DEFAULT_DAYS - 1) * 86_400_000) : isoDay(Date.now()));
      const from = query.from ?? isoDay(Date.parse(to) - (DEFAULT_DAYS - 1) * 86_400_000);
      const days = await analyticsOfWorkspace(deps.db, workspaceId, { from, to });
      const embed = await embedTotals(deps.db, workspaceId, { from, to });
      return c.json({ from, to, days, embed }, 200);
    },
  );
  return router;
}
