import { createRoute } from '@hono/zod-openapi';
import { canChangePlan, CREDIT_VIEWERS } from '@shared/permissions/credit';
import { creditParamsSchema, creditQuerySchema, creditResponseSchema } from '@shared/schemas/credit';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { settledFreeMinutes } from '../billing/free-minutes';
import { adminsOfWorkspace, creditOfWorkspace } from '../db/queries/credit';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import type { AppDeps } from '../app-deps';
import { decodeCursor, encodeCursor } from './seq-cursor';

/** The minutes ledger of a workspace. */
export function creditRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/credit',
      operationId: 'getCredit',
      summary:
        "A workspace's minutes balance (this period's free minutes granted first, when due), its ledger entries newest first, and whom to ask for more",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { params: creditParamsSchema, query: creditQuerySchema },
      responses: { 200: jsonContent(creditResponseSchema, 'Balance and entries'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { cursor, limit } = c.req.valid('query');
      const beforeSeq = decodeCursor(cursor);
      const user = c.get('user');
      const { role } = await requireWorkspaceRole(deps.db, user, workspaceId, CREDIT_VIEWERS);
      const freeMinutes = await settledFreeMinutes(deps, workspaceId, user);
      const page = await creditOfWorkspace(deps.db, workspaceId, { beforeSeq, limit });
      const admins = (await adminsOfWorkspace(deps.db, workspaceId)).map(({ name }) => ({ name }));
      return c.json(
        {
          balance: page.balance,
          freeMinutes,
          admins,
          canChangePlan: canChangePlan(role),
          entries: page.entries,
          nextCursor: encodeCursor(page.lastSeq),
        },
        200,
      );
    },
  );
  return router;
}
