import { createRoute } from '@hono/zod-openapi';
import { PLATFORM_PUBLISHERS } from '@shared/permissions/platform';
import { workspaceFileParamsSchema } from '@shared/schemas/jobs';
import {
  PLATFORM_NAMES,
  publishDescribedAudioBodySchema,
  publishDescribedAudioResponseSchema,
  publishExtendedVideoBodySchema,
  publishExtendedVideoResponseSchema,
  publishTracksBodySchema,
  publishTracksResponseSchema,
} from '@shared/schemas/platforms';
import type { AppDeps } from '../app-deps';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { trackOfFile } from '../db/queries/derived-media';
import { fileOfWorkspace } from '../db/queries/files';
import { sourceOfFile } from '../db/queries/platforms-import';
import { authedErrors, bearerSecurity, createRouter, errorContent, jsonContent } from '../http/create-router';
import { conflict, notFound } from '../http/errors';
import { openConnection } from '../platforms/connection';
import { publishedDescribedAudio } from '../platforms/publish-described-audio';
import { publishedExtendedVideo } from '../platforms/publish-extended-video';
import { publishedTracks } from '../platforms/publish-tracks';
import { onPlatform, platformErrors } from './platforms-errors';

/** A descriptions track of the file and the platform item the file came from, whose renders are to be sent there. */
async function descriptionsToPublish(deps: AppDeps, workspaceId: string, fileId: string, trackId: string) {
  if (!(await fileOfWorkspace(deps.db, workspaceId, fileId))) throw notFound('File not found');
  const track = await trackOfFile(deps.db, fileId, trackId);
  if (!track || track.kind !== 'descriptions') throw notFound('Descriptions track not found');
  const source = await sourceOfFile(deps.db, workspaceId, fileId);
  if (!source) throw conflict('This file was not imported from a platform');
  return { track, source };
}

/**
 * Sending a file's tracks, described audio and extended video back to the platform it was imported from (admin,
 * content-manager).
 */
export function platformsPublishRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/files/{fileId}/publish',
      operationId: 'publishTracks',
      summary:
        "Publishes tracks as captions of the file's platform item; one result per track (admin, content-manager)",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: {
        params: workspaceFileParamsSchema,
        body: { content: { 'application/json': { schema: publishTracksBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(publishTracksResponseSchema, 'Published (with the caption id on the platform) or failed'),
        ...authedErrors,
        ...platformErrors,
        409: errorContent(
          'platform_reconnect; conflict: the file did not come from a platform, or the platform takes no captions',
        ),
      },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const { tracks } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, PLATFORM_PUBLISHERS);
      if (!(await fileOfWorkspace(deps.db, workspaceId, fileId))) throw notFound('File not found');
      const source = await sourceOfFile(deps.db, workspaceId, fileId);
      if (!source) throw conflict('This file was not imported from a platform');
      const { adapter, ctx } = await openConnection(deps, workspaceId, source.platform);
      if (!adapter.capabilities.captionsWrite) {
        throw conflict(`${PLATFORM_NAMES[source.platform]} does not take captions`);
      }
      const trackIds = tracks.map((t) => t.trackId);
      const results = await onPlatform(() =>
        publishedTracks(deps, { workspaceId, fileId, source, adapter, ctx, trackIds, publishedBy: user.id }),
      );
      return c.json({ results }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/files/{fileId}/publish-described-audio',
      operationId: 'publishDescribedAudio',
      summary:
        "Publishes a descriptions track's newest described audio render as an extra audio track of the file's platform item (Mux, Brightcove; admin, content-manager)",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: {
        params: workspaceFileParamsSchema,
        body: { content: { 'application/json': { schema: publishDescribedAudioBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(publishDescribedAudioResponseSchema, 'The audio track the platform made'),
        ...authedErrors,
        ...platformErrors,
        409: errorContent(
          'platform_reconnect; conflict: the file did not come from a platform, the platform takes no audio tracks, or no described audio has been rendered from the track',
        ),
      },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const { trackId } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, PLATFORM_PUBLISHERS);
      const { track, source } = await descriptionsToPublish(deps, workspaceId, fileId, trackId);
      const { adapter, ctx } = await openConnection(deps, workspaceId, source.platform);
      const published = await onPlatform(() => publishedDescribedAudio(deps, { fileId, track, source, adapter, ctx }));
      return c.json(published, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/files/{fileId}/publish-extended-video',
      operationId: 'publishExtendedVideo',
      summary:
        "Publishes a descriptions track's newest extended video render as a new item beside the file's platform item, never replacing it (Mux, Vimeo, Wistia, Brightcove; admin, content-manager)",
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: {
        params: workspaceFileParamsSchema,
        body: { content: { 'application/json': { schema: publishExtendedVideoBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(publishExtendedVideoResponseSchema, 'The new item the platform made'),
        ...authedErrors,
        ...platformErrors,
        409: errorContent(
          'platform_reconnect; conflict: the file did not come from a platform, the platform makes no video from a link, or no extended video has been rendered from the track',
        ),
      },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const { trackId } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, PLATFORM_PUBLISHERS);
      const { track, source } = await descriptionsToPublish(deps, workspaceId, fileId, trackId);
      const { adapter, ctx } = await openConnection(deps, workspaceId, source.platform);
      const published = await onPlatform(() => publishedExtendedVideo(deps, { fileId, track, source, adapter, ctx }));
      return c.json(published, 200);
    },
  );

  return router;
}
