import { createRoute } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { fileDetailQuerySchema, fileDetailSchema } from '@shared/schemas/files';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { files } from '../db/schema';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import type { AppDeps } from './deps';

export function filesRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/file_detail_get',
      summary: 'One file of a workspace',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { query: fileDetailQuerySchema },
      responses: { 200: jsonContent(fileDetailSchema, 'The file'), ...authedErrors },
    }),
    async (c) => {
      const { fileId, workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const [file] = await deps.db
        .select({ id: files.id, name: files.name })
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId)));
      if (!file) throw notFound('File not found');
      return c.json(file, 200);
    },
  );

  return router;
}
