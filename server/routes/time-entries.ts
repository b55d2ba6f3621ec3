import { createRoute } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  ASSIGNMENT_MESSAGES,
  manualEntryBodySchema,
  startTimerBodySchema,
  stopTimerBodySchema,
  TIMER_LOCKED_STATUSES,
  timeEntryResponseSchema,
} from '@shared/schemas/assignments';
import { idSchema, workspaceQuerySchema } from '@shared/schemas/common';
import { canWorkOnAssignment } from '../auth/assignment-access';
import { type AuthedEnv, type CurrentUser, requireUser } from '../auth/current-user';
import { requireWorkspaceRole, type WorkspaceAccess } from '../auth/workspace-access';
import type { Tx } from '../db/open-database';
import { newId } from '../db/new-id';
import { loadAssignment, toTimeEntry } from '../db/queries/assignments';
import { assignmentActivity, assignments, timeEntries } from '../db/schema-assignments';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, conflict, forbidden, notFound } from '../http/errors';
import type { AppDeps } from '../api';

const userPath = z.object({ id: idSchema, userId: z.string().min(1).max(128) });
const entryPath = userPath.extend({ entryId: idSchema });
/** Clocks drift; a start or end further ahead than this is a client bug, not a timer. */
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

function notInFuture(time: number, field: string) {
  if (time > Date.now() + MAX_CLOCK_AHEAD_MS) {
    throw new ApiHttpError(400, 'validation_error', `${field} is in the future`, [
      { path: field, message: 'Must not be in the future', code: 'too_big' },
    ]);
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
  const assignment = await loadAssignment(deps.db, workspaceId, assignmentId);
  if (!assignment) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  if (userId !== user.id) throw forbidden('You can only track your own time');
  if (!canWorkOnAssignment(access.role, user.id, assignment)) throw forbidden('You may not work on this assignment');
  return { access, assignment };
}

async function respond(tx: Tx, workspaceId: string, assignmentId: string, entry: typeof timeEntries.$inferSelect) {
  const assignment = await loadAssignment(tx, workspaceId, assignmentId);
  if (!assignment) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  return {
    timeEntry: toTimeEntry(entry),
    status: assignment.status,
    version: assignment.version,
    totalTimeSpent: assignment.totalTimeSpent,
  };
}

export function timeEntriesRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);
  const entryResponse = jsonContent(timeEntryResponseSchema, 'The entry, the assignment status and total');

  router.openapi(
    createRoute({
      method: 'post',
      path: '/assignments/{id}/assignees/{userId}/timeEntries',
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
      const { assignment } = await requireOwnTimer(deps, user, body.workspaceId, id, userId);
      if (TIMER_LOCKED_STATUSES.includes(assignment.status)) {
        throw conflict(`A timer cannot start on a ${assignment.status} assignment`);
      }
      const result = await deps.db.transaction(async (tx) => {
        // The partial unique index keeps one running entry however many starts race; the losers read it.
        const [inserted] = await tx
          .insert(timeEntries)
          .values({
            id: newId(),
            assignmentId: id,
            userId,
            userName: user.name || body.userName,
            startTime: new Date(body.startTime),
          })
          .onConflictDoNothing()
          .returning();
        const entry =
          inserted ??
          (
            await tx
              .select()
              .from(timeEntries)
              .where(and(eq(timeEntries.assignmentId, id), eq(timeEntries.userId, userId), isNull(timeEntries.endTime)))
          )[0];
        if (!entry) throw notFound(ASSIGNMENT_MESSAGES.notFound);
        if (inserted) {
          const moved = await tx
            .update(assignments)
            .set({ status: 'in_progress', version: assignment.version + 1, updatedAt: new Date() })
            .where(and(eq(assignments.id, id), eq(assignments.status, 'pending')))
            .returning({ id: assignments.id });
          await tx.insert(assignmentActivity).values({
            id: newId(),
            assignmentId: id,
            userId,
            userName: user.name || body.userName,
            action: body.action,
            changes: moved.length ? { status: ['pending', 'in_progress'] } : {},
          });
        }
        return respond(tx, body.workspaceId, id, entry);
      });
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/assignments/{id}/assignees/{userId}/timeEntries/{entryId}',
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
      const result = await deps.db.transaction(async (tx) => {
        const [entry] = await tx
          .select()
          .from(timeEntries)
          .where(and(eq(timeEntries.id, entryId), eq(timeEntries.assignmentId, id), eq(timeEntries.userId, userId)))
          .for('update');
        if (!entry) throw notFound(ASSIGNMENT_MESSAGES.entryNotFound);
        if (entry.endTime !== null) throw conflict(ASSIGNMENT_MESSAGES.noActiveEntry);
        if (body.endTime < entry.startTime.getTime()) {
          throw new ApiHttpError(400, 'validation_error', 'endTime: The end must be after the start', [
            { path: 'endTime', message: 'The end must be after the start', code: 'too_small' },
          ]);
        }
        const [stopped] = await tx
          .update(timeEntries)
          .set({ endTime: new Date(body.endTime) })
          .where(eq(timeEntries.id, entryId))
          .returning();
        await tx.insert(assignmentActivity).values({
          id: newId(),
          assignmentId: id,
          userId,
          userName: user.name || body.userName,
          action: body.action,
        });
        return respond(tx, body.workspaceId, id, stopped!);
      });
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/assignments/{id}/assignees/{userId}/timeEntries/manual',
      summary: 'Records time worked without a timer, with notes',
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
      await requireOwnTimer(deps, user, body.workspaceId, id, userId);
      const result = await deps.db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(timeEntries)
          .values({
            id: newId(),
            assignmentId: id,
            userId,
            userName: user.name || body.userName,
            startTime: new Date(body.startTime),
            endTime: new Date(body.endTime),
            isManualEntry: true,
            notes: body.notes,
          })
          .returning();
        await tx.insert(assignmentActivity).values({
          id: newId(),
          assignmentId: id,
          userId,
          userName: user.name || body.userName,
          action: 'added_manual_entry',
        });
        return respond(tx, body.workspaceId, id, entry!);
      });
      return c.json(result, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/assignments/{id}/assignees/{userId}/timeEntries/{entryId}',
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
      const access: WorkspaceAccess = await requireWorkspaceRole(deps.db, user, workspaceId);
      const assignment = await loadAssignment(deps.db, workspaceId, id);
      const entry = assignment?.timeEntries.find((e) => e.id === entryId && e.userId === userId);
      if (!assignment || !entry) throw notFound(ASSIGNMENT_MESSAGES.entryNotFound);
      if (access.role !== 'admin' && entry.userId !== user.id) {
        throw forbidden('Only an admin may delete time entries of other people');
      }
      await deps.db.delete(timeEntries).where(eq(timeEntries.id, entryId));
      const after = await loadAssignment(deps.db, workspaceId, id);
      return c.json({ totalTimeSpent: after?.totalTimeSpent ?? 0 }, 200);
    },
  );

  return router;
}
