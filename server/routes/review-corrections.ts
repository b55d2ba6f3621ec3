import { createRoute } from '@hono/zod-openapi';
import { CORRECTION_REVIEWERS } from '@shared/permissions/contribution';
import { TRACK_READERS } from '@shared/permissions/track';
import {
  acceptCorrectionBodySchema,
  acceptCorrectionResponseSchema,
  bulkCorrectionsBodySchema,
  bulkCorrectionsResponseSchema,
  correctionDetailSchema,
  correctionPathSchema,
  correctionResponseSchema,
  decideCorrectionBodySchema,
  spamCorrectionResponseSchema,
  trackVersionsPathSchema,
  trackVersionsResponseSchema,
  workspacePathSchema,
} from '@shared/schemas/review';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { actorOf } from '../db/queries/activity';
import { correctionById } from '../db/queries/contributions';
import {
  acceptedCorrection,
  type CorrectionRefusal,
  correctionDetail,
  decidedCorrections,
  trackVersionsOf,
} from '../db/queries/review-corrections';
import { authedErrors, bearerSecurity, createRouter, errorContent, jsonContent } from '../http/create-router';
import { ApiHttpError, conflict, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

/** How long marking spam pauses the sender's address when the process does not say. */
export const DEFAULT_SPAM_BLOCK_HOURS = 24;
const NOT_FOUND = 'Correction not found';

const decisionErrors = {
  ...authedErrors,
  409: errorContent('Already decided, or (accept) `correction_conflict`: the cue changed since the suggestion'),
};

/** The answer for a refused decision. */
function refusalError(result: CorrectionRefusal): ApiHttpError {
  switch (result.refusal) {
    case 'not_found':
      return notFound(NOT_FOUND);
    case 'already_decided': {
      const by = result.correction.decision?.decidedBy.name;
      return conflict(`This correction was already ${result.correction.status}${by ? ` by ${by}` : ''}`, {
        correction: result.correction,
      });
    }
    case 'cue_gone':
      return new ApiHttpError(410, 'gone', 'The cue this correction is for has been deleted, so it cannot be applied');
    case 'conflict': {
      const { refusal: _refusal, ...details } = result;
      return new ApiHttpError(
        409,
        'correction_conflict',
        'The cue changed since the viewer suggested this. Choose which text to keep, then accept again with overrideCurrent',
        details,
      );
    }
  }
}

export function reviewCorrectionsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };
  const blockHours = deps.spamBlockHours ?? DEFAULT_SPAM_BLOCK_HOURS;

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/corrections/{correctionId}',
      operationId: 'getCorrection',
      summary:
        'A correction with its cue in context and the cue as it is now (admin, content-manager, transcript-editor)',
      ...signedIn,
      request: { params: correctionPathSchema },
      responses: { 200: jsonContent(correctionDetailSchema, 'The correction in context'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, correctionId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, CORRECTION_REVIEWERS);
      const detail = await correctionDetail(deps.db, workspaceId, correctionId);
      if (!detail) throw notFound(NOT_FOUND);
      return c.json(detail, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/corrections/{correctionId}/accept',
      operationId: 'acceptCorrection',
      summary:
        'Applies a pending correction (or `text`, edited) to its cue as a new track version (admin, content-manager, transcript-editor)',
      description:
        "Refused with 409 `correction_conflict` (details: currentText, originalText, proposedText) when the cue's text is no longer the one the viewer saw, unless `overrideCurrent` is true; 410 `gone` when the cue was deleted.",
      ...signedIn,
      request: {
        params: correctionPathSchema,
        body: { content: { 'application/json': { schema: acceptCorrectionBodySchema } }, required: false },
      },
      responses: {
        200: jsonContent(acceptCorrectionResponseSchema, 'Applied'),
        ...decisionErrors,
        410: errorContent('The cue was deleted'),
      },
    }),
    async (c) => {
      const { workspaceId, correctionId } = c.req.valid('param');
      const body = c.req.valid('json') ?? {};
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, CORRECTION_REVIEWERS);
      const result = await acceptedCorrection(deps.db, {
        workspaceId,
        correctionId,
        text: body.text,
        overrideCurrent: body.overrideCurrent === true,
        reason: body.reason,
        actor: actorOf(user),
      });
      if ('refusal' in result) throw refusalError(result);
      return c.json(result, 200);
    },
  );

  /** Rejects or marks as spam one correction. */
  async function decideOne(
    c: { get(key: 'user'): AuthedEnv['Variables']['user'] },
    workspaceId: string,
    correctionId: string,
    status: 'rejected' | 'spam',
    reason: string | undefined,
  ) {
    const user = c.get('user');
    await requireWorkspaceRole(deps.db, user, workspaceId, CORRECTION_REVIEWERS);
    const result = await decidedCorrections(deps.db, {
      workspaceId,
      ids: [correctionId],
      status,
      reason,
      blockHours,
      actor: actorOf(user),
    });
    const correction = await correctionById(deps.db, workspaceId, correctionId);
    if (!correction) throw notFound(NOT_FOUND);
    if (result.skipped.length) throw refusalError({ refusal: 'already_decided', correction });
    return { correction, blockedUntil: result.blockedUntil };
  }

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/corrections/{correctionId}/reject',
      operationId: 'rejectCorrection',
      summary: 'Rejects a pending correction, with an optional reason (admin, content-manager, transcript-editor)',
      ...signedIn,
      request: {
        params: correctionPathSchema,
        body: { content: { 'application/json': { schema: decideCorrectionBodySchema } }, required: false },
      },
      responses: { 200: jsonContent(correctionResponseSchema, 'Rejected'), ...decisionErrors },
    }),
    async (c) => {
      const { workspaceId, correctionId } = c.req.valid('param');
      const { reason } = c.req.valid('json') ?? {};
      const { correction } = await decideOne(c, workspaceId, correctionId, 'rejected', reason);
      return c.json({ correction }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/corrections/{correctionId}/spam',
      operationId: 'markCorrectionSpam',
      summary:
        "Marks a pending correction as spam and pauses contributions from its sender's address to this workspace (admin, content-manager, transcript-editor)",
      ...signedIn,
      request: {
        params: correctionPathSchema,
        body: { content: { 'application/json': { schema: decideCorrectionBodySchema } }, required: false },
      },
      responses: { 200: jsonContent(spamCorrectionResponseSchema, 'Marked as spam'), ...decisionErrors },
    }),
    async (c) => {
      const { workspaceId, correctionId } = c.req.valid('param');
      const { reason } = c.req.valid('json') ?? {};
      const { correction, blockedUntil } = await decideOne(c, workspaceId, correctionId, 'spam', reason);
      return c.json({ correction, blockedUntil: blockedUntil!.toISOString() }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/corrections/bulk',
      operationId: 'decideCorrectionsInBulk',
      summary:
        'Rejects or marks as spam up to 100 pending corrections; the others are skipped with a reason (admin, content-manager, transcript-editor)',
      ...signedIn,
      request: {
        params: workspacePathSchema,
        body: { content: { 'application/json': { schema: bulkCorrectionsBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(bulkCorrectionsResponseSchema, 'What was decided'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { ids, action, reason } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, CORRECTION_REVIEWERS);
      const { decided, skipped } = await decidedCorrections(deps.db, {
        workspaceId,
        ids,
        status: action === 'reject' ? 'rejected' : 'spam',
        reason,
        blockHours,
        actor: actorOf(user),
      });
      return c.json({ decided, skipped }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/tracks/{trackId}/versions',
      operationId: 'listTrackVersions',
      summary: "A track's recorded versions, newest first: each accepted viewer correction (every member)",
      ...signedIn,
      request: { params: trackVersionsPathSchema },
      responses: { 200: jsonContent(trackVersionsResponseSchema, 'The versions'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, trackId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, TRACK_READERS);
      const versions = await trackVersionsOf(deps.db, workspaceId, trackId);
      if (!versions) throw notFound('Track not found');
      return c.json({ versions }, 200);
    },
  );

  return router;
}
