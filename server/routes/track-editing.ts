import { createRoute } from '@hono/zod-openapi';
import { CUE_EDITORS } from '@shared/permissions/track';
import { workspaceQuerySchema } from '@shared/schemas/common';
import { trackPathSchema } from '@shared/schemas/media';
import { trackEditorsResponseSchema } from '@shared/schemas/track-versions';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { editorsAfterHeartbeat, stoppedEditing } from '../db/queries/track-versions-editing';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

const TRACK_NOT_FOUND = 'Track not found';

/** Soft locks: who else has a track open in the editor (heartbeats expire after 45 s; docs/editor-api.md). */
export function trackEditingRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };
  const request = { params: trackPathSchema, query: workspaceQuerySchema };

  router.openapi(
    createRoute({
      method: 'put',
      path: '/files/{fileId}/tracks/{trackId}/editing',
      operationId: 'beatTrackEditing',
      summary:
        'Heartbeat: the caller is editing the track (every 15 s and on focus); answers the other people editing it now (admin, content-manager, transcript-editor)',
      ...signedIn,
      request,
      responses: { 200: jsonContent(trackEditorsResponseSchema, 'The others editing it'), ...authedErrors },
    }),
    async (c) => {
      const ref = { ...c.req.valid('param'), workspaceId: c.req.valid('query').workspaceId };
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, ref.workspaceId, CUE_EDITORS);
      const editors = await editorsAfterHeartbeat(deps.db, ref, user.id);
      if (!editors) throw notFound(TRACK_NOT_FOUND);
      return c.json({ editors }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/files/{fileId}/tracks/{trackId}/editing',
      operationId: 'stopTrackEditing',
      summary: 'The caller stopped editing the track (admin, content-manager, transcript-editor)',
      ...signedIn,
      request,
      responses: { 204: { description: 'Stopped' }, ...authedErrors },
    }),
    async (c) => {
      const ref = { ...c.req.valid('param'), workspaceId: c.req.valid('query').workspaceId };
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, ref.workspaceId, CUE_EDITORS);
      if (!(await stoppedEditing(deps.db, ref, user.id))) throw notFound(TRACK_NOT_FOUND);
      return c.body(null, 204);
    },
  );

  return router;
}
