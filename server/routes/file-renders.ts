import { createRoute } from '@hono/zod-openapi';
import { FILE_READERS } from '@shared/permissions/file';
import { fileRendersSchema, workspaceFileParamsSchema } from '@shared/schemas/jobs';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newestRendersOfFile } from '../db/queries/derived-media';
import { fileOfWorkspace } from '../db/queries/files';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

/** What render jobs made from a file's tracks and the media routes serve, so a page can offer it after a reload. */
export function fileRendersRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/files/{fileId}/renders',
      operationId: 'listFileRenders',
      summary:
        "The newest finished described audio, extended video and voiceover of each of a file's tracks, still stored: what `/api/media/{fileId}/<described-audio|extended-video|voiceover>/{trackId}` serves (every member)",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { params: workspaceFileParamsSchema },
      responses: { 200: jsonContent(fileRendersSchema, 'The renders, by track and kind'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_READERS);
      if (!(await fileOfWorkspace(deps.db, workspaceId, fileId))) throw notFound('File not found');
      const stored = await Promise.all(
        (await newestRendersOfFile(deps.db, fileId)).map(async ({ key, finishedAt, ...render }) => {
          // The route serves only the newest render; if its object is gone, so is the download.
          const object = await deps.storage.stat(key);
          return object ? [{ ...render, finishedAt: finishedAt.toISOString(), bytes: object.size }] : [];
        }),
      );
      return c.json({ renders: stored.flat() }, 200);
    },
  );
  return router;
}
