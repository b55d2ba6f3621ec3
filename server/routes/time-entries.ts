import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { canDeleteTimeEntry, canTrackTime } from '@shared/permissions/time-entry';
import {
  ASSIGNMENT_MESSAGES,
  manualEntryBodySchema,
  startTimerBodySchema,
  stopTimerBodySchema,
  TIMER_LOCKED_STATUSES,
  timeEntryResponseSchema,
} from '@shared/schemas/assignments';
import { idSchema, workspaceQuerySchema } from '@shared/schemas/common';
import { type AuthedEnv, type CurrentUser, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { actorOf } from '../db/queries/activity';
import { assignmentWithEntries } from '../db/queries/assignments';
import {
  addedManualEntry,
  startedTimer,
  stoppedTimer,
  type TimeEntryRefusal,
  totalAfterDeletingEntry,
} from '../db/queries/time-entries';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, conflict, forbidden, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

const userPath = z.object({ id: idSchema, userId: z.string().min(1).max(128) });
const entryPath = userPath.extend({ entryId: idSchema });
/** Clocks drift; a start or end further ahead than this is a client bug, not a timer. */
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

const invalidTime = (field: string, message: string, code: string) =>
  new ApiHttpError(400, 'validation_error', `${field}: ${message}`, [{ path: field, message, code }]);

function notInFuture(time: number, field: string) {
  if (time > Date.now() + MAX_CLOCK_AHEAD_MS) throw invalidTime(field, 'Must not be in the future', 'too_big');
}

function refusalError(refusal: TimeEntryRefusal): ApiHttpError {
  switch (refusal) {
    case 'assignment_not_found':
      return notFound(ASSIGNMENT_MESSAGES.notFound);
    case 'entry_not_found':
      return notFound(ASSIGNMENT_MESSAGES.entryNotFound);
    case 'not_running':
      return conflict(ASSIGNMENT_MESSAGES.noActiveEntry);
    case 'end_before_start':
      return invalidTime('endTime', 'The end must be after the start', 'too_small');
    case 'forbidden':
      return forbidden('Only an admin may delete time entries of other people');
  }
}

/** The caller may record time only for themselves, on an assignment they may work on. */
async function requireOwnTimer(
  deps: AppDeps,
  user: CurrentUser,
  workspaceId: string,
  assignmentId: string,
  userId: string,
) {
  const access = await requireWorkspaceRole(deps.db, user, workspaceId);
  const assignment = await assignmentWithEntries(deps.db, workspaceId, assignmentId);
  if (!assignment) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  if (!canTrackTime(access.role, user.id, userId, assignment)) {
    throw forbidden(userId === user.id ? 'You may not work on this assignment' : 'You can only track your own time');
  }
  return assignment;
}

export function timeEntriesRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);
  const entryResponse = jsonContent(timeEntryResponseSchema, 'The entry, the assignment status and total');

  router.openapi(
    createRoute({
      method: 'post',
      path: '/assignments/{id}/assignees/{userId}/timeEntries',
      operationId: 'startTimer',
      summary: "Starts the caller's timer; answers the running entry when one is already running",
      description:
        'Refused on completed or cancelled assignments. Starting on a pending assignment moves it to in_progress.',
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: userPath,
        body: { content: { 'application/json': { schema: startTimerBodySchema } }, required: true },
      },
      responses: { 200: entryResponse, ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      if (body.assigneeId !== userId || body.assignmentId !== id) {
        throw new ApiHttpError(400, 'validation_error', 'assigneeId and assignmentId must match the path');
      }
      notInFuture(body.startTime, 'startTime');
      const assignment = await requireOwnTimer(deps, user, body.workspaceId, id, userId);
      if (TIMER_LOCKED_STATUSES.includes(assignment.status)) {
        throw conflict(`A timer cannot start on a ${assignment.status} assignment`);
      }
      const result = await startedTimer(
        deps.db,
        { workspaceId: body.workspaceId, assignmentId: id },
        { actor: actorOf(user), startTime: body.startTime, action: body.action },
      );
      if (typeof result === 'string') throw refusalError(result);
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/assignments/{id}/assignees/{userId}/timeEntries/{entryId}',
      operationId: 'stopTimer',
      summary: "Stops the caller's running entry",
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: entryPath,
        body: { content: { 'application/json': { schema: stopTimerBodySchema } }, required: true },
      },
      responses: { 200: entryResponse, ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const { id, userId, entryId } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      notInFuture(body.endTime, 'endTime');
      await requireOwnTimer(deps, user, body.workspaceId, id, userId);
      const result = await stoppedTimer(
        deps.db,
        { workspaceId: body.workspaceId, assignmentId: id, entryId },
        { actor: actorOf(user), endTime: body.endTime, action: body.action },
      );
      if (typeof result === 'string') throw refusalError(result);
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/assignments/{id}/assignees/{userId}/timeEntries/manual',
      operationId: 'addManualTimeEntry',
      summary: 'Records up to 24 hours worked without a timer, with notes',
      description: 'The time must lie between the creation of the assignment and now, and end after it starts.',
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: userPath,
        body: { content: { 'application/json': { schema: manualEntryBodySchema } }, required: true },
      },
      responses: { 201: entryResponse, ...authedErrors },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      notInFuture(body.endTime, 'endTime');
      const assignment = await requireOwnTimer(deps, user, body.workspaceId, id, userId);
      if (body.startTime < assignment.createdAt) {
        throw invalidTime('startTime', 'Must not be before the assignment was created', 'too_small');
      }
      const result = await addedManualEntry(
        deps.db,
        { workspaceId: body.workspaceId, assignmentId: id },
        { actor: actorOf(user), startTime: body.startTime, endTime: body.endTime, notes: body.notes },
      );
      if (typeof result === 'string') throw refusalError(result);
      return c.json(result, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/assignments/{id}/assignees/{userId}/timeEntries/{entryId}',
      operationId: 'deleteTimeEntry',
      summary: 'Deletes a time entry (admins: any; others: their own)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: entryPath, query: workspaceQuerySchema },
      responses: {
        200: jsonContent(z.object({ totalTimeSpent: z.number().int().nonnegative() }), 'The new total'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const { id, userId, entryId } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      const user = c.get('user');
      const access = await requireWorkspaceRole(deps.db, user, workspaceId);
      const result = await totalAfterDeletingEntry(
        deps.db,
        { workspaceId, assignmentId: id, userId, entryId },
        (entry) => canDeleteTimeEntry(access.role, user.id, entry),
      );
      if (typeof result === 'string') throw refusalError(result);
      return c.json(result, 200);
    },
  );

  return router;
}
