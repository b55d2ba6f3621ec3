import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { serializeWebVtt } from '@shared/captions/webvtt/serialize';
import { errorBodySchema, idSchema } from '@shared/schemas/common';
import {
  correctionBodySchema,
  embedFileSchema,
  embedShowcaseSchema,
  embedTrackSchema,
  mediaRequestBodySchema,
  showcaseSearchQuerySchema,
  showcaseSearchResponseSchema,
} from '@shared/schemas/embed';
import {
  cuesOf,
  embedFile,
  embedShowcase,
  publishedShowcase,
  searchShowcase,
  visibleFile,
  prepareVisibleTrack,
} from '../db/embed-queries';
import { newId } from '../db/new-id';
import { consumeRateLimit, type RateLimit } from '../db/rate-limit';
import { corrections, mediaRequests } from '../db/schema';
import { type CachedBody, cachedBody, sendCacheable } from '../http/cacheable';
import { clientAddress } from '../http/client-address';
import { createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, errorJson, forbidden, notFound } from '../http/errors';
import type { AppDeps } from '../api';

/** Public posts are small; anything larger is not a correction or a request. */
export const CONTRIBUTION_MAX_BYTES = 16 * 1024;
/** Per client address and file, per kind of contribution. */
export const CONTRIBUTION_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 600 };
/** Bytes of serialized track bodies kept per process; keyed by track version, so edits never serve stale. */
const TRACK_CACHE_BYTES = 64 * 1024 * 1024;

const errorContent = (description: string) => jsonContent(errorBodySchema, description);
const notFoundResponse = { 404: errorContent('Unknown, unpublished or not embeddable — always the same answer') };
const workspaceParams = { workspaceId: idSchema };
const showcaseParams = z.object({ ...workspaceParams, showcaseId: idSchema });
const fileParams = z.object({ ...workspaceParams, fileId: idSchema });
const trackParams = z.object({ ...workspaceParams, fileId: idSchema, trackId: idSchema });
const contributionCreatedSchema = z.object({ id: idSchema, status: z.literal('pending') });

/** Every hidden thing answers exactly like an unknown id, and no cache keeps it, so publishing shows at once. */
function hidden(c: Context) {
  c.header('Cache-Control', 'no-store');
  return errorJson(c, 404, 'not_found', NOT_FOUND);
}
const NOT_FOUND = 'Not found';

const cacheable = (c: Context, value: unknown) => sendCacheable(c, cachedBody(JSON.stringify(value)), JSON_TYPE);
const JSON_TYPE = 'application/json; charset=utf-8';
const VTT_TYPE = 'text/vtt; charset=utf-8';

interface TrackBodies {
  json: CachedBody;
  vtt: CachedBody;
}
const sizeOf = (bodies: TrackBodies) => bodies.json.body.byteLength + bodies.vtt.body.byteLength;

export function embedRouter(deps: AppDeps) {
  const router = createRouter();
  const trackCache = new Map<string, TrackBodies>();
  let cachedBytes = 0;
  const visibleTrack = prepareVisibleTrack(deps.db);

  router.use(
    '/embed/*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'If-None-Match'],
      exposeHeaders: ['ETag', 'Retry-After'],
      maxAge: 86400,
    }),
  );

  /** Builds (or reuses) both serializations of a visible track; null when it is not visible. */
  async function trackBodies(workspaceId: string, fileId: string, trackId: string): Promise<TrackBodies | null> {
    const track = await visibleTrack(workspaceId, fileId, trackId);
    if (!track) return null;
    const key = `${track.id}\u0000${track.version}\u0000${track.stamp}`;
    const cached = trackCache.get(key);
    if (cached) {
      // Refresh its place so the least recently used entry is the one dropped.
      trackCache.delete(key);
      trackCache.set(key, cached);
      return cached;
    }
    const cueList = await cuesOf(deps.db, track.id);
    const bodies = {
      json: cachedBody(JSON.stringify({ id: track.id, language: track.language, kind: track.kind, cues: cueList })),
      vtt: cachedBody(serializeWebVtt({ language: track.language, cues: cueList }).text),
    };
    trackCache.set(key, bodies);
    cachedBytes += sizeOf(bodies);
    // Drop the least recently used entries (Map keeps insertion order) until the cache fits again.
    for (const [oldKey, old] of trackCache) {
      if (cachedBytes <= TRACK_CACHE_BYTES) break;
      trackCache.delete(oldKey);
      cachedBytes -= sizeOf(old);
    }
    return bodies;
  }

  router.openapi(
    createRoute({
      method: 'get',
      path: '/embed/workspaces/{workspaceId}/showcases/{showcaseId}',
      summary: 'A published showcase with its files (public)',
      tags: ['embed'],
      request: { params: showcaseParams },
      responses: {
        200: jsonContent(embedShowcaseSchema, 'The showcase'),
        304: { description: 'Not modified' },
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { workspaceId, showcaseId } = c.req.valid('param');
      const showcase = await embedShowcase(deps.db, workspaceId, showcaseId);
      return showcase ? cacheable(c, showcase) : hidden(c);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/embed/workspaces/{workspaceId}/showcases/{showcaseId}/search',
      summary: "Ranked, timed hits across a published showcase's transcripts (public)",
      tags: ['embed'],
      request: { params: showcaseParams, query: showcaseSearchQuerySchema },
      responses: {
        200: jsonContent(showcaseSearchResponseSchema, 'Hits, best first; `nextCursor` fetches the next page'),
        304: { description: 'Not modified' },
        400: errorContent('Invalid query or cursor'),
        403: errorContent('Search is switched off for this showcase'),
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { workspaceId, showcaseId } = c.req.valid('param');
      const { q, limit, cursor } = c.req.valid('query');
      const offset = cursor === undefined ? 0 : decodeCursor(cursor);
      if (offset === null)
        return errorJson(c, 400, 'validation_error', 'cursor: Use the nextCursor of a previous answer');
      const showcase = await publishedShowcase(deps.db, workspaceId, showcaseId);
      if (!showcase) return hidden(c);
      if (!showcase.options.search) return errorJson(c, 403, 'forbidden', 'Search is switched off for this showcase');
      const { hits, more } = await searchShowcase(deps.db, showcaseId, q, offset, limit);
      return cacheable(c, { hits, nextCursor: more ? encodeCursor(offset + limit) : null });
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/embed/workspaces/{workspaceId}/files/{fileId}',
      summary: 'A file in a published showcase, or marked embeddable, with its tracks (public)',
      tags: ['embed'],
      request: { params: fileParams },
      responses: {
        200: jsonContent(embedFileSchema, 'The file'),
        304: { description: 'Not modified' },
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const file = await embedFile(deps.db, workspaceId, fileId);
      return file ? cacheable(c, file) : hidden(c);
    },
  );

  // Registered before the JSON route, which would otherwise take "<id>.vtt" as a track id.
  const vttPath = '/embed/workspaces/{workspaceId}/files/{fileId}/tracks/{trackId}.vtt';
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: vttPath,
    summary: 'A track as a WebVTT document, usable as <track src> (public)',
    tags: ['embed'],
    request: { params: trackParams },
    responses: {
      200: { description: 'The WebVTT document', content: { 'text/vtt': { schema: z.string() } } },
      304: { description: 'Not modified' },
      ...notFoundResponse,
    },
  });
  router.get('/embed/workspaces/:workspaceId/files/:fileId/tracks/:trackFile{[A-Za-z0-9_-]+\\.vtt}', async (c) => {
    const parsed = trackParams.safeParse({
      workspaceId: c.req.param('workspaceId'),
      fileId: c.req.param('fileId'),
      trackId: c.req.param('trackFile').slice(0, -'.vtt'.length),
    });
    if (!parsed.success) return hidden(c);
    const bodies = await trackBodies(parsed.data.workspaceId, parsed.data.fileId, parsed.data.trackId);
    return bodies ? sendCacheable(c, bodies.vtt, VTT_TYPE) : hidden(c);
  });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/embed/workspaces/{workspaceId}/files/{fileId}/tracks/{trackId}',
      summary: "A track's cues (public)",
      tags: ['embed'],
      request: { params: trackParams },
      responses: {
        200: jsonContent(embedTrackSchema, 'The track'),
        304: { description: 'Not modified' },
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { workspaceId, fileId, trackId } = c.req.valid('param');
      const bodies = await trackBodies(workspaceId, fileId, trackId);
      return bodies ? sendCacheable(c, bodies.json, JSON_TYPE) : hidden(c);
    },
  );

  const contributionLimit = bodyLimit({
    maxSize: CONTRIBUTION_MAX_BYTES,
    onError: (c) => errorJson(c, 413, 'payload_too_large', 'The request body is larger than 16 KiB'),
  });
  const contributionErrors = {
    400: errorContent('Invalid body'),
    403: errorContent('The showcase switches this off'),
    ...notFoundResponse,
    413: errorContent('Body over 16 KiB'),
    429: errorContent('Too many from this address for this file; see Retry-After'),
  };

  /** Over the limit: 429 with the seconds until the window frees up. */
  async function enforceRateLimit(c: Context, kind: string, fileId: string): Promise<void> {
    const key = `${kind}:${fileId}:${clientAddress(c, deps.trustProxy)}`;
    const retryAfter = await consumeRateLimit(deps.db, key, CONTRIBUTION_RATE_LIMIT);
    if (retryAfter === null) return;
    c.header('Retry-After', String(retryAfter));
    throw new ApiHttpError(429, 'rate_limited', `Too many submissions: try again in ${retryAfter} seconds`);
  }

  router.openapi(
    createRoute({
      method: 'post',
      path: '/embed/workspaces/{workspaceId}/files/{fileId}/corrections',
      summary: "Suggests a correction to one of a file's cues; stored as pending (public)",
      tags: ['embed'],
      middleware: [contributionLimit],
      request: {
        params: fileParams,
        body: { content: { 'application/json': { schema: correctionBodySchema } }, required: true },
      },
      responses: { 201: jsonContent(contributionCreatedSchema, 'Stored for review'), ...contributionErrors },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const body = c.req.valid('json');
      const file = await visibleFile(deps.db, workspaceId, fileId);
      if (!file) throw notFound(NOT_FOUND);
      const cueExists = await deps.db.execute(sql`
        select 1 from cues c join tracks t on t.id = c.track_id
        where t.id = ${body.trackId} and t.file_id = ${fileId} and c.id = ${body.cueId}`);
      if ((cueExists as unknown as { rows: unknown[] }).rows.length === 0) throw notFound(NOT_FOUND);
      if (!file.options.suggestions) throw forbidden('Suggesting corrections is switched off for this file');
      await enforceRateLimit(c, 'correction', fileId);
      const id = newId();
      await deps.db.insert(corrections).values({
        id,
        workspaceId,
        fileId,
        trackId: body.trackId,
        cueId: body.cueId,
        originalText: body.originalText,
        proposedText: body.proposedText,
        note: body.note || null,
        clientAddress: clientAddress(c, deps.trustProxy),
      });
      return c.json({ id, status: 'pending' as const }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/embed/workspaces/{workspaceId}/files/{fileId}/requests',
      summary: 'Asks for captions, a transcript, a translation, audio description or voiceover (public)',
      tags: ['embed'],
      middleware: [contributionLimit],
      request: {
        params: fileParams,
        body: { content: { 'application/json': { schema: mediaRequestBodySchema } }, required: true },
      },
      responses: { 201: jsonContent(contributionCreatedSchema, 'Stored for review'), ...contributionErrors },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const body = c.req.valid('json');
      const file = await visibleFile(deps.db, workspaceId, fileId);
      if (!file) throw notFound(NOT_FOUND);
      if (!file.options.requests) throw forbidden('Requests are switched off for this file');
      await enforceRateLimit(c, 'request', fileId);
      const id = newId();
      await deps.db.insert(mediaRequests).values({
        id,
        workspaceId,
        fileId,
        kind: body.kind,
        language: body.language ?? null,
        email: body.email ?? null,
        message: body.message || null,
        clientAddress: clientAddress(c, deps.trustProxy),
      });
      return c.json({ id, status: 'pending' as const }, 201);
    },
  );

  return router;
}

function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

function decodeCursor(cursor: string): number | null {
  try {
    const value = (JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { o?: unknown }).o;
    return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 10_000
      ? (value as number)
      : null;
  } catch {
    return null;
  }
}
