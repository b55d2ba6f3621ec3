import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { serializeWebVtt } from '@shared/captions/webvtt/serialize';
import { SHOWCASE_MANAGERS } from '@shared/permissions/showcase';
import { idSchema } from '@shared/schemas/common';
import {
  embedFileSchema,
  embedShowcaseSchema,
  embedTrackSchema,
  showcaseSearchQuerySchema,
  showcaseSearchResponseSchema,
} from '@shared/schemas/embed';
import type { AuthedEnv } from '../auth/current-user';
import { requireUserByBearerOrCookie } from '../auth/session-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import {
  showcaseByAddress,
  showcaseFileForPreview,
  showcaseSearchHits,
  showcaseTrackForPreview,
  showcaseWithItsFiles,
} from '../db/queries/embed';
import { cuesOfTrack } from '../db/queries/tracks';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import { decodeCursor, searchPage } from './search-hits';
import type { AppDeps } from '../app-deps';

/**
 * The draft preview of a showcase: the public embed API's answers for one showcase whatever its state, to its
 * managers only. The admin gives `<showcase-embed>` the `api-base` `/api/preview/showcases/{id}`, so the real
 * element (and the `<transcript-embed>` it opens) asks these paths, with the media session cookie. Only GETs: a
 * viewer's suggestion or request from a preview is not sent (404). Nothing here may be cached.
 */
const BASE = '/preview/showcases/{previewId}/embed/workspaces/{workspaceId}';
const NOT_FOUND = 'Not found';
const previewParams = { previewId: idSchema, workspaceId: idSchema };
const showcaseParams = z.object({ ...previewParams, showcaseId: idSchema });
const fileParams = z.object({ ...previewParams, fileId: idSchema });
const trackParams = z.object({ ...previewParams, fileId: idSchema, trackId: idSchema });
const summary = (what: string) => `${what} of a showcase's draft preview (its managers; bearer or the session cookie)`;

export function showcasePreviewRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, tags: ['showcases'], middleware: [requireUserByBearerOrCookie(deps)] };

  /** The previewed showcase, once the caller is one of its managers; `address` must name it (id or slug). */
  async function previewed(c: Context<AuthedEnv>, workspaceId: string, previewId: string, address = previewId) {
    c.header('Cache-Control', 'private, no-store');
    await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SHOWCASE_MANAGERS);
    const showcase = await showcaseByAddress(deps.db, workspaceId, address);
    if (!showcase || showcase.id !== previewId) throw notFound(NOT_FOUND);
    return { ...showcase, workspaceId };
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/showcases/{showcaseId}`,
      operationId: 'previewShowcase',
      summary: summary('The showcase with its files, published or not,'),
      ...signedIn,
      request: { params: showcaseParams },
      responses: { 200: jsonContent(embedShowcaseSchema, 'The showcase'), ...authedErrors },
    }),
    async (c) => {
      const { previewId, workspaceId, showcaseId } = c.req.valid('param');
      const {
        published: _published,
        workspaceId: _workspace,
        ...showcase
      } = await previewed(c, workspaceId, previewId, showcaseId);
      return c.json(await showcaseWithItsFiles(deps.db, showcase), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/showcases/{showcaseId}/search`,
      operationId: 'searchShowcasePreview',
      summary: summary('Search'),
      ...signedIn,
      request: { params: showcaseParams, query: showcaseSearchQuerySchema },
      responses: { 200: jsonContent(showcaseSearchResponseSchema, 'Hits, best first'), ...authedErrors },
    }),
    async (c) => {
      const { previewId, workspaceId, showcaseId } = c.req.valid('param');
      const { q, limit, cursor } = c.req.valid('query');
      const showcase = await previewed(c, workspaceId, previewId, showcaseId);
      const offset = cursor === undefined ? 0 : decodeCursor(cursor);
      if (offset === null)
        throw new ApiHttpError(400, 'validation_error', 'cursor: Use the nextCursor of a previous answer');
      // Search switched off shows as it would in the embed: the form is not there.
      if (!showcase.options.search)
        throw new ApiHttpError(403, 'forbidden', 'Search is switched off for this showcase');
      return c.json(
        await searchPage(offset, limit, (from, size) => showcaseSearchHits(deps.db, showcase.id, q, from, size)),
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/files/{fileId}`,
      operationId: 'previewShowcaseFile',
      summary: summary('A file, with its tracks and the showcase’s options,'),
      ...signedIn,
      request: { params: fileParams },
      responses: { 200: jsonContent(embedFileSchema, 'The file'), ...authedErrors },
    }),
    async (c) => {
      const { previewId, workspaceId, fileId } = c.req.valid('param');
      const file = await showcaseFileForPreview(deps.db, await previewed(c, workspaceId, previewId), fileId);
      if (!file) throw notFound(NOT_FOUND);
      return c.json(file, 200);
    },
  );

  /** A track of a file in the previewed showcase, with its cues. */
  async function previewTrack(c: Context<AuthedEnv>, params: z.infer<typeof trackParams>) {
    await previewed(c, params.workspaceId, params.previewId);
    const track = await showcaseTrackForPreview(deps.db, params.previewId, params.fileId, params.trackId);
    if (!track) throw notFound(NOT_FOUND);
    return { ...track, cues: await cuesOfTrack(deps.db, track.id) };
  }

  // Registered before the JSON route, which would otherwise take "<id>.vtt" as a track id.
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: `${BASE}/files/{fileId}/tracks/{trackId}.vtt`,
    operationId: 'previewShowcaseTrackWebVtt',
    summary: summary('A track as WebVTT'),
    security: bearerSecurity,
    tags: ['showcases'],
    request: { params: trackParams },
    responses: {
      200: { description: 'The WebVTT document', content: { 'text/vtt': { schema: z.string() } } },
      ...authedErrors,
    },
  });
  router.get(
    '/preview/showcases/:previewId/embed/workspaces/:workspaceId/files/:fileId/tracks/:trackId{[A-Za-z0-9_-]+\\.vtt}',
    requireUserByBearerOrCookie(deps),
    async (c) => {
      const parsed = trackParams.safeParse({
        previewId: c.req.param('previewId'),
        workspaceId: c.req.param('workspaceId'),
        fileId: c.req.param('fileId'),
        trackId: c.req.param('trackId').slice(0, -'.vtt'.length),
      });
      if (!parsed.success) throw new ApiHttpError(400, 'validation_error', 'Ids are at most 64 characters');
      const track = await previewTrack(c, parsed.data);
      c.header('Content-Type', 'text/vtt; charset=utf-8');
      return c.body(serializeWebVtt({ language: track.language, cues: track.cues }).text, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: `${BASE}/files/{fileId}/tracks/{trackId}`,
      operationId: 'previewShowcaseTrack',
      summary: summary("A track's cues"),
      ...signedIn,
      request: { params: trackParams },
      responses: { 200: jsonContent(embedTrackSchema, 'The track'), ...authedErrors },
    }),
    async (c) => c.json(await previewTrack(c, c.req.valid('param')), 200),
  );

  return router;
}
