import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { idSchema } from '@shared/schemas/common';
import { languageTagSchema } from '@shared/schemas/embed';
import { publicFileWithTracks } from '../db/queries/embed';
import { cuesOfTrack } from '../db/queries/tracks';
import { cachedBody, sendCacheable } from '../http/cacheable';
import { type createRouter, errorContent } from '../http/create-router';
import { errorJson } from '../http/errors';
import { DESCRIPTIVE_TRANSCRIPT_CSP, descriptiveTranscriptHtml } from './descriptive-transcript-page';
import type { AppDeps } from '../app-deps';

const params = z.object({ workspaceId: idSchema, fileId: idSchema });
const query = z.object({
  language: languageTagSchema.optional().openapi({
    description: 'Which language to read; by default the first language with a descriptions track, else of captions',
  }),
});
// The words said: captions first, subtitles in the same language when there are no captions.
const SPEECH_KINDS = ['captions', 'subtitles'] as const;

/**
 * GET …/files/{fileId}/descriptive-transcript: the captions and descriptions of one language interleaved, as an
 * accessible HTML page, under the chapters' titles. Public exactly when the file is; without a descriptions track it
 * is the captions alone.
 */
export function registerDescriptiveTranscript(
  router: ReturnType<typeof createRouter>,
  deps: AppDeps,
  hidden: (c: Context) => Response,
) {
  router.openapi(
    createRoute({
      method: 'get',
      path: '/embed/workspaces/{workspaceId}/files/{fileId}/descriptive-transcript',
      operationId: 'getPublicDescriptiveTranscript',
      summary: "A file's captions and audio descriptions in time order, speakers named, as an HTML page (public)",
      tags: ['embed'],
      security: [],
      request: { params, query },
      responses: {
        200: { description: 'The page', content: { 'text/html': { schema: z.string() } } },
        304: { description: 'Not modified' },
        400: errorContent('Malformed id or language'),
        404: errorContent('Unknown, unpublished or not embeddable, or nothing in that language'),
      },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const { language } = c.req.valid('query');
      const file = await publicFileWithTracks(deps.db, workspaceId, fileId);
      if (!file) return hidden(c);
      const chosen =
        language ??
        (file.tracks.find((t) => t.kind === 'descriptions') ?? file.tracks.find((t) => t.kind === 'captions'))
          ?.language;
      const inLanguage = file.tracks.filter((t) => t.language === chosen);
      const descriptions = inLanguage.find((t) => t.kind === 'descriptions');
      const chapters = inLanguage.find((t) => t.kind === 'chapters');
      const speech = SPEECH_KINDS.map((kind) => inLanguage.find((t) => t.kind === kind)).find(Boolean);
      if (!chosen || (!descriptions && !speech)) {
        return errorJson(c, 404, 'not_found', 'This file has no captions or descriptions in that language');
      }
      const page = descriptiveTranscriptHtml({
        fileName: file.name,
        language: chosen,
        captions: speech ? await cuesOfTrack(deps.db, speech.id) : [],
        chapters: chapters ? await cuesOfTrack(deps.db, chapters.id) : [],
        descriptions: descriptions ? await cuesOfTrack(deps.db, descriptions.id) : null,
      });
      c.header('Content-Security-Policy', DESCRIPTIVE_TRANSCRIPT_CSP);
      c.header('X-Content-Type-Options', 'nosniff');
      return sendCacheable(c, cachedBody(page), 'text/html; charset=utf-8');
    },
  );
}
