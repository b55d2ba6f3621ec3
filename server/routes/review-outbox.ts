import { createRoute } from '@hono/zod-openapi';
import {
  outboxMessageParamsSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '@shared/schemas/review';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { outboxMessage, outboxPage } from '../db/queries/outbox';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import { decodeCursor, encodeCursor } from './seq-cursor';
import type { AppDeps } from '../app-deps';

// The outbox holds every address and invitation link the product mails, across workspaces: operators only.
export function reviewOutboxRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/operator/outbox',
      operationId: 'listOutbox',
      summary: 'Mail queued, failed or sent, newest first, by status and recipient (operators only; others 404)',
      description:
        '`status`: `pending` (not sent yet; the default), `queued` (not sent, no failure yet), `failed` (the last attempt failed), `sent` or `all`; `to` matches part of the address, any case.',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { query: outboxQuerySchema },
      responses: { 200: jsonContent(outboxResponseSchema, 'One page'), ...authedErrors },
    }),
    async (c) => {
      const { status, to, limit, cursor } = c.req.valid('query');
      if (!c.get('user').isOperator) throw notFound();
      const page = await outboxPage(deps.db, { status, to, beforeSeq: decodeCursor(cursor), limit });
      return c.json(
        { messages: page.items, nextCursor: encodeCursor(page.lastSeq), sending: deps.mail !== undefined },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/operator/outbox/{id}',
      operationId: 'getOutboxMessage',
      summary: 'One message of the outbox with its text, e.g. to copy an invitation link (operators only; others 404)',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { params: outboxMessageParamsSchema },
      responses: { 200: jsonContent(outboxMessageSchema, 'The message'), ...authedErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!c.get('user').isOperator) throw notFound();
      const message = await outboxMessage(deps.db, id);
      if (!message) throw notFound('There is no such message');
      return c.json(message, 200);
    },
  );

  return router;
}
