import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Role } from '@shared/constants';
import { readCaptions } from '@shared/captions/api';
import { CaptionParseError } from '@shared/captions/model';
import { workspaceQuerySchema } from '@shared/schemas/common';
import { trackSummarySchema } from '@shared/schemas/embed';
import {
  createTrackBodySchema,
  filePathSchema,
  managedTrackSchema,
  putCuesBodySchema,
  trackPathSchema,
} from '@shared/schemas/media';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { replaceCues } from '../db/cues';
import { cuesOf } from '../db/embed-queries';
import { newId } from '../db/new-id';
import { files, tracks } from '../db/schema';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import type { AppDeps } from '../api';
import { MANAGERS } from './files';

type PutCues = z.infer<typeof putCuesBodySchema>;
const CUE_EDITORS: readonly Role[] = ['admin', 'content-manager', 'transcript-editor'];

export function tracksRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };

  async function trackIn(workspaceId: string, fileId: string, trackId: string) {
    const [track] = await deps.db
      .select({
        id: tracks.id,
        fileId: tracks.fileId,
        language: tracks.language,
        kind: tracks.kind,
        label: tracks.label,
        version: tracks.version,
      })
      .from(tracks)
      .innerJoin(files, eq(files.id, tracks.fileId))
      .where(and(eq(tracks.id, trackId), eq(files.id, fileId), eq(files.workspaceId, workspaceId)));
    if (!track) throw notFound('Track not found');
    return track as typeof track & { kind: z.infer<typeof trackSummarySchema>['kind'] };
  }

  router.openapi(
    createRoute({
      method: 'post',
      path: '/files/{fileId}/tracks',
      summary: 'Adds an empty track (admin, content-manager)',
      ...signedIn,
      request: {
        params: filePathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: createTrackBodySchema } }, required: true },
      },
      responses: { 201: jsonContent(z.object({ track: trackSummarySchema }), 'The new track'), ...authedErrors },
    }),
    async (c) => {
      const { fileId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const body = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MANAGERS);
      const [file] = await deps.db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.workspaceId, workspaceId)));
      if (!file) throw notFound('File not found');
      const track = { id: newId(), ...body };
      await deps.db.insert(tracks).values({ ...track, fileId });
      return c.json({ track }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/files/{fileId}/tracks/{trackId}',
      summary: 'Deletes a track and its cues (admin, content-manager)',
      ...signedIn,
      request: { params: trackPathSchema, query: workspaceQuerySchema },
      responses: { 204: { description: 'Deleted' }, ...authedErrors },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MANAGERS);
      await trackIn(workspaceId, fileId, trackId);
      await deps.db.delete(tracks).where(eq(tracks.id, trackId));
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/files/{fileId}/tracks/{trackId}/cues',
      summary: "A track's cues (every member)",
      ...signedIn,
      request: { params: trackPathSchema, query: workspaceQuerySchema },
      responses: { 200: jsonContent(managedTrackSchema, 'The track and its cues'), ...authedErrors },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const track = await trackIn(workspaceId, fileId, trackId);
      return c.json({ ...track, cues: await cuesOf(deps.db, trackId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/files/{fileId}/tracks/{trackId}/cues',
      summary: "Replaces a track's cues, as JSON or a WebVTT document (admin, content-manager, transcript-editor)",
      ...signedIn,
      request: {
        params: trackPathSchema,
        query: workspaceQuerySchema,
        body: {
          content: {
            'application/json': { schema: putCuesBodySchema },
            'text/vtt': { schema: z.string().describe('A WebVTT document; cues without an id are numbered') },
          },
        },
      },
      responses: { 200: jsonContent(managedTrackSchema, 'The track with its new cues'), ...authedErrors },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, CUE_EDITORS);
      const isJson = /^application\/json/i.test(c.req.header('Content-Type') ?? '');
      // The validator checked a JSON body; a WebVTT body is parsed and checked here.
      const { cues } = isJson ? (c.req.valid('json') as PutCues) : cuesFromWebVtt(await c.req.text());
      const track = await trackIn(workspaceId, fileId, trackId);
      const version = await deps.db.transaction((tx) => replaceCues(tx, track, cues));
      return c.json({ ...track, version, cues: await cuesOf(deps.db, trackId) }, 200);
    },
  );

  return router;
}

/** Strict WebVTT parsing: the first problem is a 400 naming its line. */
function cuesFromWebVtt(text: string) {
  let parsed;
  try {
    parsed = readCaptions(text, { format: 'webvtt', strict: true });
  } catch (error) {
    if (!(error instanceof CaptionParseError)) throw error;
    throw new ApiHttpError(400, 'validation_error', `WebVTT ${error.message}`, [
      { path: 'body', message: error.message, code: 'invalid_webvtt', line: error.line },
    ]);
  }
  const seen = new Set<string>();
  const cues = parsed.track.cues.map((cue, i) => {
    let id = cue.id?.trim() || `c${i + 1}`;
    if (seen.has(id)) id = `${id}-${i + 1}`;
    seen.add(id);
    return { id, startMs: cue.startMs, endMs: cue.endMs, text: cue.text, speaker: cue.speaker };
  });
  const result = putCuesBodySchema.safeParse({ cues });
  if (!result.success) {
    throw new ApiHttpError(400, 'validation_error', result.error.issues[0]?.message ?? 'Invalid cues');
  }
  return result.data;
}
