import { createRoute } from '@hono/zod-openapi';
import { CUE_EDITORS, TRACK_READERS } from '@shared/permissions/track';
import { workspaceQuerySchema } from '@shared/schemas/common';
import { MAX_CUES_PER_TRACK, managedTrackSchema, trackPathSchema } from '@shared/schemas/media';
import {
  baseVersionSchema,
  listVersionsQuerySchema,
  listVersionsResponseSchema,
  patchCuesBodySchema,
  patchCuesResponseSchema,
  versionPathSchema,
  versionWithCuesSchema,
} from '@shared/schemas/track-versions';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { patchedCues, restoredVersion, versionsOfTrack, versionWithCues } from '../db/queries/track-versions';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';
import { extendedRefused, versionConflict } from './track-versions-conflict';

const TRACK_NOT_FOUND = 'Track not found';

/** A track's version history, merging saves and restores (docs/editor-api.md). */
export function trackVersionsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/files/{fileId}/tracks/{trackId}/cues',
      operationId: 'patchTrackCues',
      summary:
        "Saves changed, added and removed cues on top of `baseVersion`: others' changes to different cues merge, the same cues answer 409 version_conflict (admin, content-manager, transcript-editor)",
      ...signedIn,
      request: {
        params: trackPathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: patchCuesBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(patchCuesResponseSchema, 'Saved (merged with others’ changes when `merged`)'),
        ...authedErrors,
        ...conflictError,
      },
    }),
    async (c) => {
      const ref = { ...c.req.valid('param'), workspaceId: c.req.valid('query').workspaceId };
      const { baseVersion, upsert, delete: deleted } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, ref.workspaceId, CUE_EDITORS);
      const result = await patchedCues(deps.db, ref, {
        baseVersion,
        changes: { upsert, delete: deleted },
        authorId: user.id,
      });
      if (!result) throw notFound(TRACK_NOT_FOUND);
      if (result.outcome === 'conflict') throw versionConflict(result.currentVersion, result.conflicts);
      if (result.outcome === 'extended_outside_descriptions') throw extendedRefused();
      if (result.outcome === 'too_many') {
        throw new ApiHttpError(400, 'validation_error', `A track holds at most ${MAX_CUES_PER_TRACK} cues`);
      }
      const { outcome: _, ...saved } = result;
      return c.json(saved, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/files/{fileId}/tracks/{trackId}/versions',
      operationId: 'listTrackVersionHistory',
      summary: "A track's versions, newest first: who saved, when, and how many cues changed (every member)",
      ...signedIn,
      request: { params: trackPathSchema, query: listVersionsQuerySchema },
      responses: { 200: jsonContent(listVersionsResponseSchema, 'A page of versions'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, before, limit } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, TRACK_READERS);
      const page = await versionsOfTrack(deps.db, { ...c.req.valid('param'), workspaceId }, { before, limit });
      if (!page) throw notFound(TRACK_NOT_FOUND);
      return c.json(page, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/files/{fileId}/tracks/{trackId}/versions/{version}',
      operationId: 'getTrackVersion',
      summary: 'One version of a track with its cues as they were then (every member)',
      ...signedIn,
      request: { params: versionPathSchema, query: workspaceQuerySchema },
      responses: { 200: jsonContent(versionWithCuesSchema, 'The version and its cues'), ...authedErrors },
    }),
    async (c) => {
      const { fileId, trackId, version } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, TRACK_READERS);
      const found = await versionWithCues(deps.db, { workspaceId, fileId, trackId }, version);
      if (!found) throw notFound('Version not found');
      return c.json(found, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/files/{fileId}/tracks/{trackId}/versions/{version}/restore',
      operationId: 'restoreTrackVersion',
      summary:
        "Makes an old version's cues current again as a new version, if the track is still at `baseVersion` (admin, content-manager, transcript-editor)",
      ...signedIn,
      request: {
        params: versionPathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: baseVersionSchema } }, required: true },
      },
      responses: {
        200: jsonContent(managedTrackSchema, 'The track at its new version'),
        ...authedErrors,
        ...conflictError,
      },
    }),
    async (c) => {
      const { fileId, trackId, version } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const { baseVersion } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, CUE_EDITORS);
      const result = await restoredVersion(
        deps.db,
        { workspaceId, fileId, trackId },
        { version, baseVersion, authorId: user.id },
      );
      if (result.outcome === 'not_found') throw notFound('Version not found');
      if (result.outcome === 'stale') throw versionConflict(result.currentVersion);
      return c.json(result.track, 200);
    },
  );

  return router;
}
