import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { serializeWebVtt } from '@shared/captions/webvtt/serialize';
import { idSchema } from '@shared/schemas/common';
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
  contributionBlockedUntil,
  hasCue,
  insertedCorrection,
  insertedMediaRequest,
} from '../db/queries/contributions';
import {
  preparePublicTrack,
  publicFile,
  publicFileWithTracks,
  publicShowcase,
  publicShowcaseHeader,
  showcaseSearchHits,
} from '../db/queries/embed';
import { cuesOfTrack } from '../db/queries/tracks';
import { consumeRateLimit, type RateLimit } from '../db/rate-limit';
import { type CachedBody, cachedBody, sendCacheable } from '../http/cacheable';
import { clientAddress } from '../http/client-address';
import { createRouter, errorContent, jsonContent } from '../http/create-router';
import { ApiHttpError, errorJson, forbidden, notFound } from '../http/errors';
import { registerDescriptiveTranscript } from './descriptive-transcript';
import { publicCors } from './embed-cors';
import { decodeCursor, searchPage } from './search-hits';
import type { AppDeps } from '../app-deps';

/** Public posts are small; anything larger is not a correction or a request. */
export const CONTRIBUTION_MAX_BYTES = 16 * 1024;
/** Per client address and file, per kind of contribution. */
export const CONTRIBUTION_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 600 };
/** Per client address, across showcases: generous for people typing, a ceiling for a script. */
export const SEARCH_RATE_LIMIT: RateLimit = { max: 120, windowSeconds: 60 };
/** Bytes of serialized track bodies kept per process; dropped whenever a change is notified. */
const TRACK_CACHE_BYTES = 64 * 1024 * 1024;

const publicCall = { tags: ['embed'], security: [] };
const notFoundResponse = { 404: errorContent('Unknown, unpublished or not embeddable — always the same answer') };
const workspaceParams = { workspaceId: idSchema };
// A showcase is named by its id or its slug (the same characters an id may have).
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
  let cacheGeneration: number | null = null;
  const publicTrack = preparePublicTrack(deps.db);

  router.use('/embed/*', publicCors({ everyAnswer: true }));

  /**
   * Both serializations of a visible track, null when it is not visible. While no change has been notified
   * since they were read (see EmbedChanges), they are answered from memory without asking the database.
   */
  async function trackBodies(workspaceId: string, fileId: string, trackId: string): Promise<TrackBodies | null> {
    const generation = deps.embedChanges?.generation() ?? null;
    if (generation !== cacheGeneration) {
      trackCache.clear();
      cachedBytes = 0;
      cacheGeneration = generation;
    }
    const key = `${workspaceId}\u0000${fileId}\u0000${trackId}`;
    const cached = trackCache.get(key);
    if (cached) {
      // Refresh its place so the least recently used entry is the one dropped.
      trackCache.delete(key);
      trackCache.set(key, cached);
      return cached;
    }
    const track = await publicTrack(workspaceId, fileId, trackId);
    if (!track) return null;
    const cueList = await cuesOfTrack(deps.db, track.id);
    const bodies = {
      json: cachedBody(JSON.stringify({ id: track.id, language: track.language, kind: track.kind, cues: cueList })),
      vtt: cachedBody(serializeWebVtt({ language: track.language, cues: cueList }).text),
    };
    // Kept only when nothing changed while it was read: a write committed meanwhile may not be in it.
    if (generation === null || deps.embedChanges?.generation() !== generation) return bodies;
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
      operationId: 'getPublicShowcase',
      summary: 'A published showcase, named by its id or its slug, with its files (public)',
      ...publicCall,
      request: { params: showcaseParams },
      responses: {
        200: jsonContent(embedShowcaseSchema, 'The showcase'),
        304: { description: 'Not modified' },
        400: errorContent('Malformed id'),
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { workspaceId, showcaseId } = c.req.valid('param');
      const showcase = await publicShowcase(deps.db, workspaceId, showcaseId);
      return showcase ? cacheable(c, showcase) : hidden(c);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/embed/workspaces/{workspaceId}/showcases/{showcaseId}/search',
      operationId: 'searchPublicShowcase',
      summary: "Ranked, timed hits across a published showcase's transcripts, at most 1,000 per query (public)",
      ...publicCall,
      request: { params: showcaseParams, query: showcaseSearchQuerySchema },
      responses: {
        200: jsonContent(showcaseSearchResponseSchema, 'Hits, best first; `nextCursor` fetches the next page'),
        304: { description: 'Not modified' },
        400: errorContent('Invalid query, too many words, or a cursor past the first 1,000 hits'),
        403: errorContent('Search is switched off for this showcase'),
        ...notFoundResponse,
        429: errorContent('Too many searches from this address; see Retry-After'),
      },
    }),
    async (c) => {
      const { workspaceId, showcaseId } = c.req.valid('param');
      const { q, limit, cursor } = c.req.valid('query');
      const offset = cursor === undefined ? 0 : decodeCursor(cursor);
      if (offset === null) {
        return errorJson(c, 400, 'validation_error', 'cursor: Use the nextCursor of a previous answer');
      }
      const showcase = await publicShowcaseHeader(deps.db, workspaceId, showcaseId);
      if (!showcase) return hidden(c);
      if (!showcase.options.search) return errorJson(c, 403, 'forbidden', 'Search is switched off for this showcase');
      await enforceRateLimit(c, `search:${clientAddress(c, deps.trustProxy)}`, SEARCH_RATE_LIMIT, 'searches');
      return cacheable(
        c,
        await searchPage(offset, limit, (from, size) => showcaseSearchHits(deps.db, showcase.id, q, from, size)),
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/embed/workspaces/{workspaceId}/files/{fileId}',
      operationId: 'getPublicFile',
      summary: 'A file in a published showcase, or marked embeddable, with its tracks (public)',
      ...publicCall,
      request: { params: fileParams },
      responses: {
        200: jsonContent(embedFileSchema, 'The file'),
        304: { description: 'Not modified' },
        400: errorContent('Malformed id'),
        ...notFoundResponse,
      },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const file = await publicFileWithTracks(deps.db, workspaceId, fileId);
      return file ? cacheable(c, file) : hidden(c);
    },
  );

  registerDescriptiveTranscript(router, deps, hidden);

  // Registered before the JSON route, which would otherwise take "<id>.vtt" as a track id.
  const vttPath = '/embed/workspaces/{workspaceId}/files/{fileId}/tracks/{trackId}.vtt';
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: vttPath,
    summary: 'A track as a WebVTT document, usable as <track src> (public)',
    operationId: 'getPublicTrackWebVtt',
    ...publicCall,
    request: { params: trackParams },
    responses: {
      200: { description: 'The WebVTT document', content: { 'text/vtt': { schema: z.string() } } },
      304: { description: 'Not modified' },
      400: errorContent('Malformed id'),
      ...notFoundResponse,
    },
  });
  router.get('/embed/workspaces/:workspaceId/files/:fileId/tracks/:trackFile{[A-Za-z0-9_-]+\\.vtt}', async (c) => {
    const parsed = trackParams.safeParse({
      workspaceId: c.req.param('workspaceId'),
      fileId: c.req.param('fileId'),
      trackId: c.req.param('trackFile').slice(0, -'.vtt'.length),
    });
    // Same answer as the JSON route's validation: the ids can only be too long here.
    if (!parsed.success) return errorJson(c, 400, 'validation_error', 'Ids are at most 64 characters');
    const bodies = await trackBodies(parsed.data.workspaceId, parsed.data.fileId, parsed.data.trackId);
    return bodies ? sendCacheable(c, bodies.vtt, VTT_TYPE) : hidden(c);
  });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/embed/workspaces/{workspaceId}/files/{fileId}/tracks/{trackId}',
      operationId: 'getPublicTrack',
      summary: "A track's cues (public)",
      ...publicCall,
      request: { params: trackParams },
      responses: {
        200: jsonContent(embedTrackSchema, 'The track'),
        304: { description: 'Not modified' },
        400: errorContent('Malformed id'),
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
    429: errorContent('Too many from this address for this file, or paused after spam; see Retry-After'),
  };

  /** Over the limit: 429 with the seconds until the window frees up. */
  async function enforceRateLimit(c: Context, key: string, limit: RateLimit, what: string): Promise<void> {
    const retryAfter = await consumeRateLimit(deps.db, key, limit);
    if (retryAfter === null) return;
    c.header('Retry-After', String(retryAfter));
    throw new ApiHttpError(429, 'rate_limited', `Too many ${what}: try again in ${retryAfter} seconds`);
  }
  async function enforceContributionLimit(c: Context, kind: string, workspaceId: string, fileId: string) {
    const address = clientAddress(c, deps.trustProxy);
    // A reviewer marked something from this address as spam: nothing more from it for a while (issue 15).
    const blockedUntil = await contributionBlockedUntil(deps.db, workspaceId, address);
    if (blockedUntil) {
      c.header('Retry-After', String(Math.max(1, Math.ceil((blockedUntil.getTime() - Date.now()) / 1000))));
      throw new ApiHttpError(
        429,
        'rate_limited',
        'Suggestions and requests from your network are paused for this site for a while: try again later',
      );
    }
    await enforceRateLimit(c, `${kind}:${fileId}:${address}`, CONTRIBUTION_RATE_LIMIT, 'submissions');
  }

  router.openapi(
    createRoute({
      method: 'post',
      path: '/embed/workspaces/{workspaceId}/files/{fileId}/corrections',
      operationId: 'suggestCorrection',
      summary: "Suggests a correction to one of a file's cues; stored as pending (public)",
      ...publicCall,
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
      const file = await publicFile(deps.db, workspaceId, fileId);
      if (!file || !(await hasCue(deps.db, fileId, body.trackId, body.cueId))) throw notFound(NOT_FOUND);
      if (!file.options.suggestions) throw forbidden('Suggesting corrections is switched off for this file');
      await enforceContributionLimit(c, 'correction', workspaceId, fileId);
      const id = await insertedCorrection(deps.db, {
        workspaceId,
        fileId,
        trackId: body.trackId,
        cueId: body.cueId,
        originalText: body.originalText,
        proposedText: body.proposedText,
        note: body.note || null,
        clientAddress: clientAddress(c, deps.trustProxy),
      });
      if (!id) throw notFound(NOT_FOUND);
      return c.json({ id, status: 'pending' as const }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/embed/workspaces/{workspaceId}/files/{fileId}/requests',
      operationId: 'requestAccessibility',
      summary: 'Asks for captions, a transcript, a translation, audio description or voiceover (public)',
      ...publicCall,
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
      const file = await publicFile(deps.db, workspaceId, fileId);
      if (!file) throw notFound(NOT_FOUND);
      if (!file.options.requests) throw forbidden('Requests are switched off for this file');
      await enforceContributionLimit(c, 'request', workspaceId, fileId);
      const id = await insertedMediaRequest(deps.db, {
        workspaceId,
        fileId,
        kind: body.kind,
        language: body.language ?? null,
        email: body.email ?? null,
        message: body.message || null,
        clientAddress: clientAddress(c, deps.trustProxy),
      });
      if (!id) throw notFound(NOT_FOUND);
      return c.json({ id, status: 'pending' as const }, 201);
    },
  );

  return router;
}
