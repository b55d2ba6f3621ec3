import { createRoute } from '@hono/zod-openapi';
import { PENDING_BADGE_LIMIT } from '@shared/constants';
import {
  canReviewCorrections,
  canReviewMediaRequests,
  MEDIA_REQUEST_REVIEWERS,
} from '@shared/permissions/contribution';
import { WORKSPACE_READERS } from '@shared/permissions/workspace';
import {
  ASSIGNMENT_TYPE_FOR_REQUEST,
  declineMediaRequestBodySchema,
  mediaRequestDetailSchema,
  mediaRequestResponseSchema,
  requestPathSchema,
  reviewCountsSchema,
  startMediaRequestResponseSchema,
  workspacePathSchema,
} from '@shared/schemas/review';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import { actorOf } from '../db/queries/activity';
import { mediaRequestById, pendingCounts } from '../db/queries/contributions';
import {
  decidedMediaRequest,
  mediaRequestDetail,
  type RequestRefusal,
  startedMediaRequest,
} from '../db/queries/review-requests';
import { authedErrors, bearerSecurity, createRouter, errorContent, jsonContent } from '../http/create-router';
import { type ApiHttpError, conflict, notFound } from '../http/errors';
import { enqueueMail } from '../mail/enqueue-mail';
import { requestDeclinedMail, requestFulfilledMail } from '../mail/messages';
import type { AppDeps } from '../app-deps';

const NOT_FOUND = 'Request not found';
const actionErrors = {
  ...authedErrors,
  409: errorContent('The request is not in a status that allows this'),
};

function refusalError(result: RequestRefusal, action: string): ApiHttpError {
  if (result.refusal === 'not_found') return notFound(NOT_FOUND);
  return conflict(`A request that is ${result.request.status.replace('_', ' ')} cannot be ${action}`, {
    request: result.request,
  });
}

export function reviewRequestsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/requests/{requestId}',
      operationId: 'getMediaRequest',
      summary: "An accessibility request with its file's tracks and its assignment (admin, content-manager)",
      ...signedIn,
      request: { params: requestPathSchema },
      responses: { 200: jsonContent(mediaRequestDetailSchema, 'The request'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, requestId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MEDIA_REQUEST_REVIEWERS);
      const detail = await mediaRequestDetail(deps.db, workspaceId, requestId);
      if (!detail) throw notFound(NOT_FOUND);
      return c.json(detail, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/requests/{requestId}/start',
      operationId: 'startMediaRequest',
      summary:
        'Creates an assignment of the matching type on the request’s file, links it and marks the request in progress (admin, content-manager)',
      ...signedIn,
      request: { params: requestPathSchema },
      responses: { 201: jsonContent(startMediaRequestResponseSchema, 'Started'), ...actionErrors },
    }),
    async (c) => {
      const { workspaceId, requestId } = c.req.valid('param');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, MEDIA_REQUEST_REVIEWERS);
      const request = await mediaRequestById(deps.db, workspaceId, requestId);
      if (!request) throw notFound(NOT_FOUND);
      const result = await startedMediaRequest(deps.db, {
        workspaceId,
        requestId,
        assignmentId: newId(),
        type: ASSIGNMENT_TYPE_FOR_REQUEST[request.kind],
        actor: actorOf(user),
      });
      if ('refusal' in result) throw refusalError(result, 'started');
      return c.json(result, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/requests/{requestId}/fulfil',
      operationId: 'fulfilMediaRequest',
      summary:
        'Marks a pending or started request fulfilled and mails the requester if they left an address (admin, content-manager)',
      ...signedIn,
      request: { params: requestPathSchema },
      responses: { 200: jsonContent(mediaRequestResponseSchema, 'Fulfilled'), ...actionErrors },
    }),
    async (c) => {
      const { workspaceId, requestId } = c.req.valid('param');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, MEDIA_REQUEST_REVIEWERS);
      const result = await decidedMediaRequest(
        deps.db,
        { workspaceId, requestId, status: 'fulfilled', actor: actorOf(user) },
        async (tx, request) => {
          const mail = requestFulfilledMail(request);
          if (mail) await enqueueMail(tx, mail);
        },
      );
      if ('refusal' in result) throw refusalError(result, 'fulfilled');
      deps.mail?.wake();
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/requests/{requestId}/decline',
      operationId: 'declineMediaRequest',
      summary:
        'Declines a pending or started request with a message, mailed to the requester if they left an address (admin, content-manager)',
      ...signedIn,
      request: {
        params: requestPathSchema,
        body: { content: { 'application/json': { schema: declineMediaRequestBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(mediaRequestResponseSchema, 'Declined'), ...actionErrors },
    }),
    async (c) => {
      const { workspaceId, requestId } = c.req.valid('param');
      const { message } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, MEDIA_REQUEST_REVIEWERS);
      const result = await decidedMediaRequest(
        deps.db,
        { workspaceId, requestId, status: 'declined', reason: message, actor: actorOf(user) },
        async (tx, request) => {
          const mail = requestDeclinedMail(request, message);
          if (mail) await enqueueMail(tx, mail);
        },
      );
      if ('refusal' in result) throw refusalError(result, 'declined');
      deps.mail?.wake();
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/review_counts',
      operationId: 'getReviewCounts',
      summary:
        'Pending corrections and requests for the nav badges, capped at 20; null where the role may not see a queue (every member)',
      ...signedIn,
      request: { params: workspacePathSchema },
      responses: { 200: jsonContent(reviewCountsSchema, 'The counts'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { role } = await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, WORKSPACE_READERS);
      const counts = await pendingCounts(
        deps.db,
        workspaceId,
        { corrections: canReviewCorrections(role), requests: canReviewMediaRequests(role) },
        PENDING_BADGE_LIMIT,
      );
      c.header('Cache-Control', 'private, no-cache');
      return c.json({ ...counts, limit: PENDING_BADGE_LIMIT }, 200);
    },
  );

  return router;
}
