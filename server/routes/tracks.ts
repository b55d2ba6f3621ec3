import { createRoute, z } from '@hono/zod-openapi';
import { readCaptions } from '@shared/captions/api';
import { transcriptPassages } from '@shared/captions/paragraphs';
import { CaptionParseError } from '@shared/captions/model';
import { CUE_EDITORS, TRACK_MANAGERS, TRACK_READERS } from '@shared/permissions/track';
import { workspaceQuerySchema } from '@shared/schemas/common';
import { trackSummarySchema } from '@shared/schemas/embed';
import {
  confirmCuesBodySchema,
  createTrackBodySchema,
  filePathSchema,
  MAX_CUES_PER_TRACK,
  managedTrackSchema,
  putCuesBodySchema,
  putTranscriptBodySchema,
  trackPathSchema,
} from '@shared/schemas/media';
import { putCuesQuerySchema, putCuesWithBaseBodySchema } from '@shared/schemas/track-versions';
import { duplicateTrackBodySchema, updatedTrackSchema, updateTrackBodySchema } from '@shared/schemas/track-management';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import { confirmedCueWords, trackWithCueWords } from '../db/queries/cue-words';
import { deletedTrack, insertedTrack, replacedCues, trackOfFile } from '../db/queries/tracks';
import { duplicatedTrack, updatedTrack } from '../db/queries/track-management';
import { defaultEngineRuntime } from '../engines/registry';
import { voicesFor } from '../engines/synthesize/track-voice';
import { userActor } from '../db/queries/compliance-changes';
import { authedErrors, bearerSecurity, createRouter, errorContent, jsonContent } from '../http/create-router';
import { idempotencyErrors, idempotentWrite } from '../idempotency/idempotent-write';
import { ApiHttpError, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';
import { extendedRefused, versionConflict } from './track-versions-conflict';

type PutCues = z.infer<typeof putCuesWithBaseBodySchema>;
const TRACK_NOT_FOUND = 'Track not found';

export function tracksRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };
  const engines = deps.engines ?? defaultEngineRuntime();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/files/{fileId}/tracks',
      operationId: 'createTrack',
      summary: 'Adds an empty track (admin, content-manager)',
      ...idempotentWrite(deps),
      request: {
        params: filePathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: createTrackBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(z.object({ track: trackSummarySchema }), 'The new track'),
        ...authedErrors,
        ...idempotencyErrors,
      },
    }),
    async (c) => {
      const { fileId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const body = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, TRACK_MANAGERS);
      const track = await insertedTrack(
        deps.db,
        workspaceId,
        fileId,
        { id: newId(), ...body },
        { origin: 'edited', actor: userActor(c.get('user')) },
      );
      if (!track) throw notFound('File not found');
      return c.json({ track }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/files/{fileId}/tracks/{trackId}',
      operationId: 'deleteTrack',
      summary: 'Deletes a track and its cues (admin, content-manager)',
      ...signedIn,
      request: { params: trackPathSchema, query: workspaceQuerySchema },
      responses: { 204: { description: 'Deleted' }, ...authedErrors },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, TRACK_MANAGERS);
      if (!(await deletedTrack(deps.db, workspaceId, fileId, trackId, userActor(c.get('user'))))) {
        throw notFound(TRACK_NOT_FOUND);
      }
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/files/{fileId}/tracks/{trackId}',
      operationId: 'renameTrack',
      summary:
        "Changes a track's label (admin, content-manager), or the voice and rate it is read with (also transcript-editor)",
      ...signedIn,
      request: {
        params: trackPathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: updateTrackBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(z.object({ track: updatedTrackSchema }), 'The changed track'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const changes = c.req.valid('json');
      // Whoever writes the descriptions may choose how they sound; the label is the managers'.
      const roles = changes.label === undefined ? CUE_EDITORS : TRACK_MANAGERS;
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, roles);
      if (changes.voice) {
        const current = await trackOfFile(deps.db, workspaceId, fileId, trackId);
        if (!current) throw notFound(TRACK_NOT_FOUND);
        if (!voicesFor(engines, current.language).some((v) => v.name === changes.voice)) {
          throw new ApiHttpError(
            400,
            'validation_error',
            `voice: No speech engine on this server has a voice "${changes.voice}" for ${current.language}; see GET …/tracks/{trackId}/voices`,
          );
        }
      }
      const track = await updatedTrack(deps.db, workspaceId, fileId, trackId, changes);
      if (!track) throw notFound(TRACK_NOT_FOUND);
      return c.json({ track }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/files/{fileId}/tracks/{trackId}/duplicate',
      operationId: 'duplicateTrack',
      summary: 'Adds a copy of a track with its cues; language, kind and label may differ (admin, content-manager)',
      ...signedIn,
      request: {
        params: trackPathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: duplicateTrackBodySchema } }, required: true },
      },
      responses: { 201: jsonContent(z.object({ track: trackSummarySchema }), 'The copy'), ...authedErrors },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const changes = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, TRACK_MANAGERS);
      const source = await trackOfFile(deps.db, workspaceId, fileId, trackId);
      if (!source) throw notFound(TRACK_NOT_FOUND);
      const copy = {
        id: newId(),
        language: changes.language ?? source.language,
        kind: changes.kind ?? source.kind,
        label: changes.label ?? copyLabel(source.label),
      };
      const track = await duplicatedTrack(deps.db, workspaceId, fileId, trackId, copy, userActor(c.get('user')));
      if (!track) throw notFound(TRACK_NOT_FOUND);
      return c.json({ track }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/files/{fileId}/tracks/{trackId}/cues',
      operationId: 'getTrackCues',
      summary:
        "A track's cues; machine cues nobody changed or confirmed carry the engine's words with confidence (every member)",
      ...signedIn,
      request: { params: trackPathSchema, query: workspaceQuerySchema },
      responses: { 200: jsonContent(managedTrackSchema, 'The track and its cues'), ...authedErrors },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, TRACK_READERS);
      const track = await trackWithCueWords(deps.db, workspaceId, fileId, trackId);
      if (!track) throw notFound(TRACK_NOT_FOUND);
      return c.json(track, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/files/{fileId}/tracks/{trackId}/cues/confirm',
      operationId: 'confirmTrackCues',
      summary:
        "Confirms cues' text as heard: their words no longer count as uncertain (admin, content-manager, transcript-editor)",
      ...signedIn,
      request: {
        params: trackPathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: confirmCuesBodySchema } }, required: true },
      },
      responses: { 204: { description: 'Confirmed' }, ...authedErrors },
    }),
    async (c) => {
      const ref = { ...c.req.valid('param'), workspaceId: c.req.valid('query').workspaceId };
      const { cueIds } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), ref.workspaceId, CUE_EDITORS);
      if (!(await confirmedCueWords(deps.db, ref, cueIds))) throw notFound(TRACK_NOT_FOUND);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/files/{fileId}/tracks/{trackId}/cues',
      operationId: 'replaceTrackCues',
      summary: "Replaces a track's cues, as JSON or a WebVTT document (admin, content-manager, transcript-editor)",
      ...signedIn,
      request: {
        params: trackPathSchema,
        query: putCuesQuerySchema,
        body: {
          content: {
            'application/json': { schema: putCuesWithBaseBodySchema },
            'text/vtt': { schema: z.string().describe('A WebVTT document; cues without an id are numbered') },
          },
        },
      },
      responses: {
        200: jsonContent(managedTrackSchema, 'The track with its new cues'),
        ...authedErrors,
        409: errorContent('`version_conflict`: the track is no longer at `baseVersion`'),
      },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const query = c.req.valid('query');
      const { id: authorId } = c.get('user');
      await requireWorkspaceRole(deps.db, c.get('user'), query.workspaceId, CUE_EDITORS);
      const isJson = /^application\/json/i.test(c.req.header('Content-Type') ?? '');
      // The validator checked a JSON body; a WebVTT body is parsed and checked here.
      const body: PutCues = isJson ? (c.req.valid('json') as PutCues) : cuesFromWebVtt(await c.req.text());
      const track = await replacedCues(deps.db, query.workspaceId, fileId, trackId, body.cues, {
        baseVersion: body.baseVersion ?? query.baseVersion,
        write: { source: isJson ? 'edit' : 'import', authorId },
      });
      if (!track) throw notFound(TRACK_NOT_FOUND);
      if ('staleAt' in track) throw versionConflict(track.staleAt);
      if ('extendedOutsideDescriptions' in track) throw extendedRefused();
      return c.json(track, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/files/{fileId}/tracks/{trackId}/transcript',
      operationId: 'replaceTrackTranscript',
      summary:
        "Replaces a track's cues with a plain-text transcript, one untimed cue per paragraph, for alignment (admin, content-manager, transcript-editor)",
      ...signedIn,
      request: {
        params: trackPathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: putTranscriptBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(managedTrackSchema, 'The untimed track'), ...authedErrors },
    }),
    async (c) => {
      const { fileId, trackId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const { text } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, CUE_EDITORS);
      const passages = transcriptPassages(text);
      if (passages.length > MAX_CUES_PER_TRACK)
        throw new ApiHttpError(400, 'validation_error', `At most ${MAX_CUES_PER_TRACK} paragraphs`);
      const cues = passages.map((passage, i) => ({ id: `p${i + 1}`, startMs: 0, endMs: 0, text: passage }));
      const track = await replacedCues(deps.db, workspaceId, fileId, trackId, cues, {
        timed: false,
        write: { source: 'import', authorId: c.get('user').id },
      });
      if (!track || !('cues' in track)) throw notFound(TRACK_NOT_FOUND);
      return c.json(track, 200);
    },
  );

  return router;
}

/** "English (copy)", kept within the 100-character label limit. */
function copyLabel(label: string) {
  return `${label.slice(0, 100 - ' (copy)'.length)} (copy)`;
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
    return { id, startMs: cue.startMs, endMs: cue.endMs, text: cue.text, speaker: cue.speaker, extended: cue.extended };
  });
  const result = putCuesBodySchema.safeParse({ cues });
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = issue ? `${issue.path.join('.')}: ${issue.message}` : 'Invalid cues';
    throw new ApiHttpError(400, 'validation_error', message);
  }
  return result.data;
}
