import { createRoute, z } from '@hono/zod-openapi';
import { writeCaptions } from '@shared/captions/api';
import type { AppDeps } from '../app-deps';
import { trackVersionForLink } from '../db/queries/caption-links';
import { createRouter, errorContent } from '../http/create-router';
import { notFound } from '../http/errors';
import { verifiedCaptionToken } from '../platforms/caption-link';

// Anything that is not a valid link is the same 404, so a guess learns nothing from the answer.
const paramsSchema = z.object({ link: z.string().max(300).openapi({ example: 'trk.3.1795000000.sig.vtt' }) });

/** The public caption links that URL-only platforms (Brightcove, Mux) fetch a published track version from. */
export function captionLinksRouter(deps: Pick<AppDeps, 'db' | 'integrationsCipher'>) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/caption-links/{link}',
      operationId: 'getCaptionLink',
      summary:
        'One published version of a track as WebVTT, for a platform to fetch: the signed link is the only credential; it works for 24 hours',
      security: [],
      request: { params: paramsSchema },
      responses: {
        200: { description: 'The track version as WebVTT', content: { 'text/vtt': { schema: z.string() } } },
        400: errorContent('A path longer than any link'),
        404: errorContent('Unknown, tampered or expired link, or the track is gone'),
      },
    }),
    async (c) => {
      const { link } = c.req.valid('param');
      const token = link.endsWith('.vtt') ? link.slice(0, -'.vtt'.length) : '';
      const target = deps.integrationsCipher ? verifiedCaptionToken(deps.integrationsCipher, token, Date.now()) : null;
      const version = target ? await trackVersionForLink(deps.db, target.trackId, target.version) : null;
      if (!version) throw notFound('This caption link is not valid');
      const { text } = writeCaptions({ cues: version.cues, language: version.language }, 'webvtt');
      c.header('Content-Type', 'text/vtt; charset=utf-8');
      c.header('Cache-Control', 'private, no-store');
      return c.body(text, 200);
    },
  );

  return router;
}
