import { createRoute } from '@hono/zod-openapi';
import { idSchema } from '@shared/schemas/common';
import { workspacePathSchema } from '@shared/schemas/members';
import {
  createWebhookBodySchema,
  createdWebhookSchema,
  updateWebhookBodySchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
} from '@shared/schemas/webhooks';
import { WEBHOOK_MANAGERS } from '@shared/permissions/webhook';
import { z } from 'zod';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import {
  createdWebhook,
  deletedWebhook,
  deliveriesPage,
  redelivery,
  rotatedWebhookSecret,
  updatedWebhook,
  webhookOfWorkspace,
  webhooksOfWorkspace,
} from '../db/queries/webhooks';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import { PREVIOUS_SECRET_VALID_MS } from '../webhooks/deliver-webhooks';
import { newWebhookSecret } from '../webhooks/webhook-secret';
import { requireDeliverableUrl } from '../webhooks/webhook-url';
import type { AppDeps } from '../app-deps';
import { decodeCursor, encodeCursor } from './seq-cursor';

const webhookPathSchema = workspacePathSchema.extend({ webhookId: idSchema });
const jsonBody = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

/** A workspace's webhook endpoints and their deliveries (issue 34; docs/api.md, "Webhooks"); admins only. */
export function webhooksRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };
  const allowPrivate = deps.media.allowPrivateLinks;
  const requireWebhook = async (workspaceId: string, webhookId: string) => {
    if (!(await webhookOfWorkspace(deps.db, workspaceId, webhookId))) throw notFound('Webhook not found');
  };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/webhooks',
      operationId: 'listWebhooks',
      summary: "The workspace's webhook endpoints, newest first (admins)",
      ...signedIn,
      request: { params: workspacePathSchema },
      responses: { 200: jsonContent(webhookListSchema, 'The endpoints, without their secrets'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, WEBHOOK_MANAGERS);
      return c.json({ webhooks: await webhooksOfWorkspace(deps.db, workspaceId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/webhooks',
      operationId: 'createWebhook',
      summary: 'Adds a webhook endpoint; the answer holds its signing secret, the only time it is shown (admins)',
      ...signedIn,
      request: { params: workspacePathSchema, body: jsonBody(createWebhookBodySchema) },
      responses: { 201: jsonContent(createdWebhookSchema, 'The endpoint and its secret'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { url, events } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, WEBHOOK_MANAGERS);
      const secret = newWebhookSecret();
      const webhook = await createdWebhook(deps.db, {
        id: newId(),
        workspaceId,
        url: requireDeliverableUrl(url, allowPrivate),
        events,
        secret,
        createdBy: user.id,
      });
      return c.json({ webhook, secret }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/workspaces/{workspaceId}/webhooks/{webhookId}',
      operationId: 'updateWebhook',
      summary: "Changes an endpoint's address, events or whether it is enabled; enabling clears its failures (admins)",
      ...signedIn,
      request: { params: webhookPathSchema, body: jsonBody(updateWebhookBodySchema) },
      responses: { 200: jsonContent(z.object({ webhook: webhookSchema }), 'The endpoint'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, webhookId } = c.req.valid('param');
      const { url, ...changes } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, WEBHOOK_MANAGERS);
      const webhook = await updatedWebhook(deps.db, workspaceId, webhookId, {
        ...changes,
        ...(url === undefined ? {} : { url: requireDeliverableUrl(url, allowPrivate) }),
      });
      if (!webhook) throw notFound('Webhook not found');
      return c.json({ webhook }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/webhooks/{webhookId}',
      operationId: 'deleteWebhook',
      summary: 'Removes an endpoint with its delivery log; nothing more is sent to it (admins)',
      ...signedIn,
      request: { params: webhookPathSchema },
      responses: { 204: { description: 'Removed' }, ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, webhookId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, WEBHOOK_MANAGERS);
      if (!(await deletedWebhook(deps.db, workspaceId, webhookId))) throw notFound('Webhook not found');
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/webhooks/{webhookId}/deliveries',
      operationId: 'listWebhookDeliveries',
      summary: "An endpoint's deliveries, newest first, with status, latency and the answer's first 1 KB (admins)",
      ...signedIn,
      request: { params: webhookPathSchema, query: webhookDeliveryListQuerySchema },
      responses: { 200: jsonContent(webhookDeliveryListSchema, 'A page of deliveries'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, webhookId } = c.req.valid('param');
      const { limit, cursor } = c.req.valid('query');
      const beforeSeq = decodeCursor(cursor);
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, WEBHOOK_MANAGERS);
      await requireWebhook(workspaceId, webhookId);
      const page = await deliveriesPage(deps.db, webhookId, { beforeSeq, limit });
      return c.json({ deliveries: page.deliveries, nextCursor: encodeCursor(page.lastSeq) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver',
      operationId: 'redeliverWebhook',
      summary: "Sends a delivery's event again (same event id), as a new delivery in the log (admins)",
      ...signedIn,
      request: { params: webhookPathSchema.extend({ deliveryId: idSchema }) },
      responses: {
        202: jsonContent(z.object({ delivery: webhookDeliverySchema }), 'Queued'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const { workspaceId, webhookId, deliveryId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, WEBHOOK_MANAGERS);
      await requireWebhook(workspaceId, webhookId);
      const delivery = await redelivery(deps.db, webhookId, deliveryId, newId());
      if (!delivery) throw notFound('Delivery not found');
      return c.json({ delivery }, 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/webhooks/{webhookId}/rotate-secret',
      operationId: 'rotateWebhookSecret',
      summary: 'A new signing secret, shown once; deliveries are signed with the old one too for 24 hours (admins)',
      ...signedIn,
      request: { params: webhookPathSchema },
      responses: { 200: jsonContent(createdWebhookSchema, 'The endpoint and its new secret'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, webhookId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, WEBHOOK_MANAGERS);
      const secret = newWebhookSecret();
      const until = new Date(Date.now() + PREVIOUS_SECRET_VALID_MS);
      const webhook = await rotatedWebhookSecret(deps.db, workspaceId, webhookId, secret, until);
      if (!webhook) throw notFound('Webhook not found');
      return c.json({ webhook, secret }, 200);
    },
  );

  return router;
}
