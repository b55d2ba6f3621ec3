import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { isFilePublic } from '@shared/permissions/embed';
import { idSchema } from '@shared/schemas/common';
import { readsWorkspaceMedia, storedMediaOfFile } from '../db/queries/files';
import { createRouter, errorContent, mediaReaderSecurity } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import { mediaHeaders, publicCors } from './embed-cors';
import type { AppDeps } from '../app-deps';
import { parseRange } from './media-range';
import { mediaCallerId } from './media-caller';

const MEDIA_VARIANTS = ['original', 'rendition', 'poster', 'peaks'] as const;
const mediaPathSchema = z.object({ fileId: idSchema, variant: z.enum(MEDIA_VARIANTS) });
const FILE_NOT_FOUND = 'File not found';

/**
 * A file's stored media with byte ranges: to members (bearer token or the media session cookie) and to anyone
 * when the file is public by the embed rule; a private file is a 404 to everyone else.
 */
export function mediaRouter(deps: AppDeps) {
  const router = createRouter();

  const callerId = (c: Context) => mediaCallerId(deps.auth, c);
  router.use('/media/*', publicCors({ everyAnswer: false }));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/media/{fileId}/{variant}',
      operationId: 'getMedia',
      summary:
        "A file's stored media (original, rendition, poster, peaks) with byte ranges; members (bearer or session cookie) or anyone when the file is public",
      // Optional: public files need nothing; private ones a bearer token or the session cookie.
      security: mediaReaderSecurity,
      request: { params: mediaPathSchema },
      responses: {
        200: { description: 'The whole object' },
        206: { description: 'The requested byte range' },
        400: errorContent('Invalid path'),
        401: errorContent('An invalid or expired bearer token'),
        404: errorContent('Unknown, private, or not made (yet)'),
        416: errorContent('The range starts past the end'),
      },
    }),
    async (c) => {
      const { fileId, variant } = c.req.valid('param');
      const file = await storedMediaOfFile(deps.db, fileId);
      if (!file) throw notFound(FILE_NOT_FOUND);
      const isPublic = isFilePublic(file);
      if (!isPublic) {
        const userId = await callerId(c);
        if (!userId || !(await readsWorkspaceMedia(deps.db, file.workspaceId, userId))) throw notFound(FILE_NOT_FOUND);
      }
      const key = file.keys[variant];
      const info = key ? await deps.storage.stat(key) : null;
      if (!key || !info) throw notFound(`This file has no ${variant} (yet)`);

      const range = parseRange(c.req.header('Range'), info.size);
      c.header('Accept-Ranges', 'bytes');
      c.header('X-Content-Type-Options', 'nosniff');
      mediaHeaders(c, isPublic);
      if (range.kind === 'unsatisfiable') {
        c.header('Content-Range', `bytes */${info.size}`);
        throw new ApiHttpError(416, 'validation_error', `The range starts past the end of the ${info.size} bytes`);
      }
      const object = await deps.storage.get(key, range.kind === 'part' ? range : undefined);
      if (!object) throw notFound(`This file has no ${variant} (yet)`);
      const contentType = (variant === 'original' ? file.mimeType : null) ?? object.contentType;
      c.header('Content-Type', contentType);
      if (range.kind === 'part') {
        c.header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
        c.header('Content-Length', String(range.end - range.start + 1));
      } else {
        c.header('Content-Length', String(info.size));
      }
      const status = range.kind === 'part' ? 206 : 200;
      if (c.req.method === 'HEAD') {
        object.stream.destroy();
        return c.body(null, status);
      }
      return c.body(Readable.toWeb(object.stream) as ReadableStream, status);
    },
  );

  return router;
}
