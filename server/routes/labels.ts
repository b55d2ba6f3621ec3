import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { canDeleteLabel, LABEL_CREATORS } from '@shared/permissions/label';
import { createLabelBodySchema, labelSchema } from '@shared/schemas/assignments';
import { idSchema } from '@shared/schemas/common';
import { fileDetailQuerySchema } from '@shared/schemas/files';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import { createdLabel, deletedLabel, labelsOfFile } from '../db/queries/labels';
import { idempotencyErrors, idempotentWrite } from '../idempotency/idempotent-write';
import {
  authedErrors,
  bearerSecurity,
  conflictError,
  createRouter,
  jsonContent,
  requireWorkspaceId,
  workspaceIdInQueryOrBody,
} from '../http/create-router';
import { conflict, forbidden, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

export function labelsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/labels',
      operationId: 'listLabels',
      summary: "A file's labels",
      security: bearerSecurity,
      middleware: [auth],
      request: { query: fileDetailQuerySchema },
      responses: { 200: jsonContent(z.object({ labels: z.array(labelSchema) }), 'Labels'), ...authedErrors },
    }),
    async (c) => {
      const { fileId, workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      return c.json({ labels: await labelsOfFile(deps.db, workspaceId, fileId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/labels',
      operationId: 'createLabel',
      summary: 'Creates a label on a file (admin, content-manager, transcript-editor)',
      ...idempotentWrite(deps),
      request: { body: { content: { 'application/json': { schema: createLabelBodySchema } }, required: true } },
      responses: {
        201: jsonContent(labelSchema, 'The label'),
        ...authedErrors,
        ...conflictError,
        ...idempotencyErrors,
      },
    }),
    async (c) => {
      const { fileId, workspaceId, name, color } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, LABEL_CREATORS);
      const result = await createdLabel(deps.db, { id: newId(), workspaceId, fileId, name, color, createdBy: user.id });
      if ('refusal' in result) {
        throw result.refusal === 'duplicate'
          ? conflict(`A label named "${name}" already exists on this file`)
          : notFound('File not found');
      }
      return c.json(result.label, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/labels/{id}',
      operationId: 'deleteLabel',
      summary: 'Deletes a label (admin, content-manager, or its creator); it leaves every assignment',
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: z.object({ id: idSchema }),
        ...workspaceIdInQueryOrBody,
      },
      responses: { 204: { description: 'Deleted' }, ...authedErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const workspaceId = requireWorkspaceId(c.req.valid('query'), c.req.valid('json'));
      const user = c.get('user');
      const access = await requireWorkspaceRole(deps.db, user, workspaceId);
      const result = await deletedLabel(deps.db, workspaceId, id, (label) =>
        canDeleteLabel(access.role, user.id, label),
      );
      if ('refusal' in result) {
        throw result.refusal === 'not_found'
          ? notFound('Label not found')
          : forbidden('Only admins, content managers and its creator may delete a label');
      }
      return c.body(null, 204);
    },
  );

  return router;
}
