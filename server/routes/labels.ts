import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { createLabelBodySchema, labelSchema } from '@shared/schemas/assignments';
import { idSchema } from '@shared/schemas/common';
import { fileDetailQuerySchema } from '@shared/schemas/files';
import { ASSIGNMENT_CREATORS } from '../auth/assignment-access';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import { files } from '../db/schema';
import { labels } from '../db/schema-assignments';
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
import type { AppDeps } from '../api';

const toLabel = (row: typeof labels.$inferSelect) => ({
  id: row.id,
  name: row.name,
  color: row.color,
  fileId: row.fileId,
  createdBy: row.createdBy,
});

export function labelsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/labels',
      summary: "A file's labels",
      security: bearerSecurity,
      middleware: [auth],
      request: { query: fileDetailQuerySchema },
      responses: { 200: jsonContent(z.object({ labels: z.array(labelSchema) }), 'Labels'), ...authedErrors },
    }),
    async (c) => {
      const { fileId, workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const rows = await deps.db
        .select()
        .from(labels)
        .where(and(eq(labels.fileId, fileId), eq(labels.workspaceId, workspaceId)))
        .orderBy(asc(labels.name), asc(labels.id));
      return c.json({ labels: rows.map(toLabel) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/labels',
      summary: 'Creates a label on a file (admin, content-manager, transcript-editor)',
      security: bearerSecurity,
      middleware: [auth],
      request: { body: { content: { 'application/json': { schema: createLabelBodySchema } }, required: true } },
      responses: { 201: jsonContent(labelSchema, 'The label'), ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, body.workspaceId, ASSIGNMENT_CREATORS);
      const [file] = await deps.db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, body.fileId), eq(files.workspaceId, body.workspaceId)));
      if (!file) throw notFound('File not found');
      const [row] = await deps.db
        .insert(labels)
        .values({
          id: newId(),
          workspaceId: body.workspaceId,
          fileId: body.fileId,
          name: body.name,
          color: body.color,
          createdBy: user.id,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(`A label named "${body.name}" already exists on this file`);
      return c.json(toLabel(row), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/labels/{id}',
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
      const [row] = await deps.db
        .select({ createdBy: labels.createdBy })
        .from(labels)
        .where(and(eq(labels.id, id), eq(labels.workspaceId, workspaceId)));
      if (!row) throw notFound('Label not found');
      const mayDelete =
        access.role === 'admin' ||
        access.role === 'content-manager' ||
        (access.role === 'transcript-editor' && row.createdBy === user.id);
      if (!mayDelete) throw forbidden('Only admins, content managers and its creator may delete a label');
      await deps.db.delete(labels).where(eq(labels.id, id));
      return c.body(null, 204);
    },
  );

  return router;
}
