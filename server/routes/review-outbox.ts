import { createRoute } from '@hono/zod-openapi';
import { outboxQuerySchema, outboxResponseSchema } from '@shared/schemas/review';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { outboxPage } from '../db/queries/outbox';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import { decodeCursor, encodeCursor } from './seq-cursor';
import type { AppDeps } from '../app-deps';

export function reviewOutboxRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/operator/outbox',
      operationId: 'listOutbox',
      summary: 'Mail waiting to be sent (or sent), newest first (operators only; others 404)',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { query: outboxQuerySchema },
      responses: { 200: jsonContent(outboxResponseSchema, 'One page'), ...authedErrors },
    }),
    async (c) => {
      const { status, limit, cursor } = c.req.valid('query');
      if (!c.get('user').isOperator) throw notFound();
      const page = await outboxPage(deps.db, { sent: status === 'sent', beforeSeq: decodeCursor(cursor), limit });
      return c.json(
        { messages: page.items, nextCursor: encodeCursor(page.lastSeq), sending: deps.mail !== undefined },
        200,
      );
    },
  );

  return router;
}
