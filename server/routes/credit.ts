import { createRoute } from '@hono/zod-openapi';
import { CREDIT_VIEWERS } from '@shared/permissions/credit';
import { creditParamsSchema, creditQuerySchema, creditResponseSchema } from '@shared/schemas/credit';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { creditOfWorkspace } from '../db/queries/credit';
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
      summary: "A workspace's minutes balance and ledger entries, newest first",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { params: creditParamsSchema, query: creditQuerySchema },
      responses: { 200: jsonContent(creditResponseSchema, 'Balance and entries'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { cursor, limit } = c.req.valid('query');
      const beforeSeq = decodeCursor(cursor);
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, CREDIT_VIEWERS);
      const page = await creditOfWorkspace(deps.db, workspaceId, { beforeSeq, limit });
      return c.json({ balance: page.balance, entries: page.entries, nextCursor: encodeCursor(page.lastSeq) }, 200);
    },
  );
  return router;
}
