import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps';
import { describedAudioOfJob } from '../db/queries/derived-media';
import { createRouter, errorContent } from '../http/create-router';
import { notFound } from '../http/errors';
import { verifiedRenditionToken } from '../platforms/rendition-link';
import { streamObject } from './stream-object';

const NOT_VALID = 'This audio link is not valid';
// Anything that is not a valid link is the same 404, so a guess learns nothing from the answer.
const paramsSchema = z.object({ link: z.string().max(300).openapi({ example: 'job.1795000000.sig.m4a' }) });

/** The public links URL-only platforms (Mux) fetch a published described audio from. */
export function renditionLinksRouter(deps: Pick<AppDeps, 'db' | 'storage' | 'integrationsCipher'>) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/rendition-links/{link}',
      operationId: 'getRenditionLink',
      summary:
        "One render job's described audio (AAC in MP4), for a platform to fetch: the signed link is the only credential; it works for 24 hours",
      security: [],
      request: { params: paramsSchema },
      responses: {
        200: { description: 'The described audio (audio/mp4)' },
        206: { description: 'The requested byte range' },
        400: errorContent('A path longer than any link'),
        404: errorContent('Unknown, tampered or expired link, or the render is gone'),
        416: errorContent('The range starts past the end'),
      },
    }),
    async (c) => {
      const { link } = c.req.valid('param');
      const token = link.endsWith('.m4a') ? link.slice(0, -'.m4a'.length) : '';
      const jobId = deps.integrationsCipher ? verifiedRenditionToken(deps.integrationsCipher, token, Date.now()) : null;
      const render = jobId ? await describedAudioOfJob(deps.db, jobId) : null;
      if (!render) throw notFound(NOT_VALID);
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      return streamObject(c, deps.storage, render.key, NOT_VALID);
    },
  );

  return router;
}
