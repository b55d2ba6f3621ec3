import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-deps';
import { renditionOfJob } from '../db/queries/derived-media';
import { createRouter, errorContent } from '../http/create-router';
import { notFound } from '../http/errors';
import { RENDITION_EXTENSIONS, type RenditionKind, verifiedRenditionToken } from '../platforms/rendition-link';
import { streamObject } from './stream-object';

/** What a link that does not serve says, per extension (which is in the link, so it tells a guess nothing). */
const NOT_VALID: Readonly<Record<RenditionKind, string>> = {
  described_audio: 'This audio link is not valid',
  extended_video: 'This video link is not valid',
};
const KINDS = Object.entries(RENDITION_EXTENSIONS) as [RenditionKind, string][];
// Anything that is not a valid link is the same 404, so a guess learns nothing from the answer.
const paramsSchema = z.object({ link: z.string().max(300).openapi({ example: 'job.1795000000.sig.mp4' }) });

/** The public links URL-only platforms fetch a published described audio (Mux) or extended video from. */
export function renditionLinksRouter(deps: Pick<AppDeps, 'db' | 'storage' | 'integrationsCipher'>) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/rendition-links/{link}',
      operationId: 'getRenditionLink',
      summary:
        "One render job's described audio (`.m4a`, AAC in MP4) or extended video (`.mp4`), for a platform to fetch: the signed link is the only credential; it works for 24 hours",
      security: [],
      request: { params: paramsSchema },
      responses: {
        200: { description: 'The described audio (audio/mp4) or the extended video (video/mp4)' },
        206: { description: 'The requested byte range' },
        400: errorContent('A path longer than any link'),
        404: errorContent(
          'Unknown, tampered or expired link, a link whose extension is not its render kind, or the render is gone',
        ),
        416: errorContent('The range starts past the end'),
      },
    }),
    async (c) => {
      const { link } = c.req.valid('param');
      const [kind, extension] = KINDS.find(([, ext]) => link.endsWith(ext)) ?? ['described_audio', ''];
      const token = extension ? link.slice(0, -extension.length) : '';
      const jobId = deps.integrationsCipher ? verifiedRenditionToken(deps.integrationsCipher, token, Date.now()) : null;
      // The job must be of the kind the extension names: an audio link never serves a video, nor the reverse.
      const render = jobId ? await renditionOfJob(deps.db, jobId, kind) : null;
      if (!render) throw notFound(NOT_VALID[kind]);
      c.header('Cache-Control', 'private, no-store');
      c.header('X-Content-Type-Options', 'nosniff');
      return streamObject(c, deps.storage, render.key, NOT_VALID[kind]);
    },
  );

  return router;
}
