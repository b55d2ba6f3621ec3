import { timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { FILE_MANAGERS, FILE_READERS } from '@shared/permissions/file';
import { idSchema } from '@shared/schemas/common';
import {
  listRevOrdersResponseSchema,
  placeRevOrderBodySchema,
  revOrderPathSchema,
  revOrderResponseSchema,
} from '@shared/schemas/rev';
import type { AppDeps } from '../app-deps';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { fileForEngines } from '../db/queries/engine-jobs';
import { revOrderMedia, revOrdersOfFile } from '../db/queries/rev-orders';
import {
  authedErrors,
  bearerSecurity,
  conflictError,
  createRouter,
  errorContent,
  jsonContent,
} from '../http/create-router';
import { notFound } from '../http/errors';
import { idempotencyErrors, idempotentWrite } from '../idempotency/idempotent-write';
import { orderedRevCaptions, sha256 } from '../platforms/rev/order-rev-captions';
import { registerRevJobs } from '../platforms/rev/rev-order-job';

const mediaParamsSchema = z.object({ orderId: idSchema });
const mediaQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** Human transcripts from Rev: order one for a file, list a file's orders, and the media link Rev fetches. */
export function revOrdersRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  registerRevJobs(deps.jobs, deps);
  const path = '/workspaces/{workspaceId}/files/{fileId}/rev-orders';

  router.openapi(
    createRoute({
      method: 'get',
      path,
      operationId: 'listRevOrders',
      summary: "The file's Rev orders, newest first, with their status and the track each became (members)",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { params: revOrderPathSchema },
      responses: { 200: jsonContent(listRevOrdersResponseSchema, 'The orders'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_READERS);
      if (!(await fileForEngines(deps.db, workspaceId, fileId))) throw notFound('File not found');
      return c.json({ orders: await revOrdersOfFile(deps.db, workspaceId, fileId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path,
      operationId: 'placeRevOrder',
      summary:
        'Orders human captions of the file from Rev; they arrive later as a new track (admins, content managers)',
      ...idempotentWrite(deps),
      request: {
        params: revOrderPathSchema,
        body: { content: { 'application/json': { schema: placeRevOrderBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(revOrderResponseSchema, 'The order, placed with Rev (`in_progress`)'),
        ...authedErrors,
        ...conflictError,
        ...idempotencyErrors,
        502: errorContent('platform_unavailable: Rev refused the order'),
        503: errorContent('platform_unavailable: Rev is unavailable'),
      },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, FILE_MANAGERS);
      return c.json(
        { order: await orderedRevCaptions(deps, { workspaceId, fileId, comment: body.comment, user }) },
        201,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/rev-orders/{orderId}/media',
      operationId: 'getRevOrderMedia',
      summary:
        "The stored original of an order's file, for Rev to fetch: the link's token is the only credential; it works while the order is open, for 48 hours",
      security: [],
      request: { params: mediaParamsSchema, query: mediaQuerySchema },
      responses: {
        200: { description: 'The media' },
        400: errorContent('Invalid path or query'),
        404: errorContent('Unknown order, wrong token, expired link or closed order'),
      },
    }),
    async (c) => {
      const { orderId } = c.req.valid('param');
      const { token } = c.req.valid('query');
      const media = await revOrderMedia(deps.db, orderId);
      const valid =
        media !== null &&
        timingSafeEqual(Buffer.from(media.mediaTokenHash), Buffer.from(sha256(token))) &&
        media.mediaExpiresAt.getTime() > Date.now() &&
        (media.status === 'submitting' || media.status === 'in_progress');
      const object = valid && media.storageKey ? await deps.storage.get(media.storageKey) : null;
      if (!object) throw notFound('This media link is not valid');
      c.header('Content-Type', media!.mimeType ?? object.contentType);
      c.header('Cache-Control', 'private, no-store');
      return c.body(Readable.toWeb(object.stream) as ReadableStream, 200);
    },
  );

  return router;
}
