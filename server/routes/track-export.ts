import { createRoute, z } from '@hono/zod-openapi';
import { CAPTION_FORMATS } from '@shared/captions/model';
import { trackFile } from '@shared/captions/track-file';
import { TRACK_READERS } from '@shared/permissions/track';
import { trackPathSchema } from '@shared/schemas/media';
import { workspaceQuerySchema } from '@shared/schemas/common';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { fileOfWorkspace } from '../db/queries/files';
import { trackWithCues } from '../db/queries/tracks';
import { authedErrors, bearerSecurity, createRouter } from '../http/create-router';
import { notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

const exportQuerySchema = workspaceQuerySchema.extend({
  format: z
    .enum(CAPTION_FORMATS, { error: `format must be one of: ${CAPTION_FORMATS.join(', ')}` })
    .default('webvtt')
    .openapi({ description: 'The caption format (default webvtt)' }),
});

/** A track's saved cues as a caption file, for integrators and scripts (the file page's Export menu, by API). */
export function trackExportRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/files/{fileId}/tracks/{trackId}/export',
      operationId: 'exportTrack',
      summary:
        'A track as a caption file: WebVTT by default, or SRT, TTML, W3C DAPT, SCC and the other formats (every member)',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { params: trackPathSchema, query: exportQuerySchema },
      responses: {
        200: {
          description: 'The caption file, with a Content-Disposition naming it `<file>.<language>.<kind>.<extension>`',
          content: {
            'text/vtt': { schema: z.string() },
            'application/x-subrip': { schema: z.string() },
            'application/ttml+xml': { schema: z.string() },
          },
        },
        ...authedErrors,
      },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId, format } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, TRACK_READERS);
      const [file, track] = await Promise.all([
        fileOfWorkspace(deps.db, workspaceId, fileId),
        trackWithCues(deps.db, workspaceId, fileId, trackId),
      ]);
      if (!file || !track) throw notFound('Track not found');
      const { fileName, type, text } = trackFile(file, track, format);
      c.header('Content-Type', type);
      c.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(text, 200);
    },
  );

  return router;
}
