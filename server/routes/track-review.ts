import { createRoute, z } from '@hono/zod-openapi';
import { TRACK_REVIEWERS } from '@shared/permissions/compliance';
import { TRACK_READERS } from '@shared/permissions/track';
import { reviewTrackBodySchema, trackReviewPathSchema, trackReviewSchema } from '@shared/schemas/compliance';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { userActor } from '../db/queries/compliance-changes';
import { reviewedTrack, trackReview } from '../db/queries/track-review';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { conflict, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

const TRACK_NOT_FOUND = 'Track not found';
const reviewResponse = z.object({ review: trackReviewSchema });

/** A track's review by a person (issue 29; docs/compliance.md): read it, mark it, withdraw it. */
export function trackReviewRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/tracks/{trackId}/review',
      operationId: 'getTrackReview',
      summary: "A track's origin and who reviewed or verified it, at which version (members)",
      ...signedIn,
      request: { params: trackReviewPathSchema },
      responses: { 200: jsonContent(reviewResponse, 'The review state'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, trackId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, TRACK_READERS);
      const review = await trackReview(deps.db, workspaceId, trackId);
      if (!review) throw notFound(TRACK_NOT_FOUND);
      return c.json({ review }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/tracks/{trackId}/review',
      operationId: 'reviewTrack',
      summary:
        'Marks the track reviewed by the caller, or withdraws the review (admin, content-manager, transcript-editor)',
      description:
        'Recorded with who, when and the version reviewed, in the compliance evidence log. With `version`, a track ' +
        'edited since the person read it answers 409.',
      ...signedIn,
      request: {
        params: trackReviewPathSchema,
        body: { content: { 'application/json': { schema: reviewTrackBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(reviewResponse, 'The review state after the change'),
        ...authedErrors,
        ...conflictError,
      },
    }),
    async (c) => {
      const { workspaceId, trackId } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, TRACK_REVIEWERS);
      const outcome = await reviewedTrack(deps.db, workspaceId, trackId, body, { ...userActor(user), id: user.id });
      if (!outcome) throw notFound(TRACK_NOT_FOUND);
      if ('conflict' in outcome) {
        throw conflict(`The track is at version ${outcome.conflict} now: review it again`, {
          version: outcome.conflict,
        });
      }
      return c.json(outcome, 200);
    },
  );

  return router;
}
