import { createRoute } from '@hono/zod-openapi';
import { TRACK_REVIEWERS } from '@shared/permissions/compliance';
import { workspaceQuerySchema } from '@shared/schemas/common';
import { trackPathSchema } from '@shared/schemas/media';
import {
  reviewSegmentBodySchema,
  startedVerificationSchema,
  verificationPathSchema,
  verificationResultSchema,
  verificationSegmentPathSchema,
} from '@shared/schemas/track-verifications';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { userActor } from '../db/queries/compliance-changes';
import { completedVerification, reviewedSegment, startedVerification } from '../db/queries/track-verifications';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { conflict, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

const ALREADY_COMPLETED = 'This verification is completed: start a new one';

/** Verifying a track's accuracy by sampling (issue 30; docs/editor-api.md, "Verification"). */
export function trackVerificationsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };
  const base = '/files/{fileId}/tracks/{trackId}/verifications';

  router.openapi(
    createRoute({
      method: 'post',
      path: base,
      operationId: 'startTrackVerification',
      summary:
        'Starts a verification: a stratified random sample of whole cues with enough words for the target (admin, content-manager, transcript-editor)',
      ...signedIn,
      request: { params: trackPathSchema, query: workspaceQuerySchema },
      responses: {
        201: jsonContent(startedVerificationSchema, 'The verification and its sampled cues, in time order'),
        ...authedErrors,
        ...conflictError,
      },
    }),
    async (c) => {
      const ref = { ...c.req.valid('param'), ...c.req.valid('query') };
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, ref.workspaceId, TRACK_REVIEWERS);
      const started = await startedVerification(deps.db, ref, user.id);
      if (!started) throw notFound('Track not found');
      if (started === 'nothing_to_verify') throw conflict('The track has no timed words to verify');
      return c.json(started, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: `${base}/{verificationId}/segments/{segmentId}`,
      operationId: 'reviewVerificationSegment',
      summary:
        'Records the text a person heard for one sampled cue: the same text confirms it (admin, content-manager, transcript-editor)',
      ...signedIn,
      request: {
        params: verificationSegmentPathSchema,
        query: workspaceQuerySchema,
        body: { content: { 'application/json': { schema: reviewSegmentBodySchema } }, required: true },
      },
      responses: { 204: { description: 'Recorded' }, ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const { segmentId, ...path } = c.req.valid('param');
      const ref = { ...path, ...c.req.valid('query') };
      await requireWorkspaceRole(deps.db, c.get('user'), ref.workspaceId, TRACK_REVIEWERS);
      const outcome = await reviewedSegment(deps.db, ref, segmentId, c.req.valid('json').text);
      if (!outcome) throw notFound('Verification not found');
      if (outcome === 'completed') throw conflict(ALREADY_COMPLETED);
      if (outcome === 'not_in_sample') throw conflict('That cue is not in this verification’s sample');
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: `${base}/{verificationId}/complete`,
      operationId: 'completeTrackVerification',
      summary:
        'Measures the word accuracy with its 95 % interval, applies the corrections and marks the track verified when the lower bound reaches the target (admin, content-manager, transcript-editor)',
      ...signedIn,
      request: { params: verificationPathSchema, query: workspaceQuerySchema },
      responses: {
        200: jsonContent(verificationResultSchema, 'The verdict'),
        ...authedErrors,
        ...conflictError,
      },
    }),
    async (c) => {
      const ref = { ...c.req.valid('param'), ...c.req.valid('query') };
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, ref.workspaceId, TRACK_REVIEWERS);
      const outcome = await completedVerification(deps.db, ref, { ...userActor(user), id: user.id });
      if (!outcome) throw notFound('Verification not found');
      if ('conflict' in outcome) {
        if (outcome.conflict === 'completed') throw conflict(ALREADY_COMPLETED);
        throw conflict(`${outcome.unreviewed} sampled cues are not reviewed yet`, { unreviewed: outcome.unreviewed });
      }
      return c.json(outcome.result, 200);
    },
  );

  return router;
}
