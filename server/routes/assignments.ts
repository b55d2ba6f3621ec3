import { createRoute } from '@hono/zod-openapi';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  assignmentSchema,
  createAssignmentBodySchema,
  listAssignmentsQuerySchema,
  updateAssignmentBodySchema,
} from '@shared/schemas/assignments';
import { idSchema, workspaceQuerySchema } from '@shared/schemas/common';
import { ASSIGNMENT_CREATORS, canWorkOnAssignment } from '../auth/assignment-access';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import type { Db, Tx } from '../db/open-database';
import { newId } from '../db/new-id';
import { loadAssignment, loadAssignments } from '../db/queries/assignments';
import { files, memberships } from '../db/schema';
import {
  assignmentActivity,
  assignmentAssignees,
  assignmentLabels,
  assignments,
  labels,
} from '../db/schema-assignments';
import {
  authedErrors,
  bearerSecurity,
  conflictError,
  createRouter,
  jsonContent,
  requireWorkspaceId,
  workspaceIdInQueryOrBody,
} from '../http/create-router';
import { ApiHttpError, conflict, forbidden, notFound } from '../http/errors';
import type { AppDeps } from '../api';

const NOT_FOUND = 'Assignment not found';
const idParams = z.object({ id: idSchema });
const STALE =
  'Someone else changed this assignment after you opened it. Reload to see their changes, then apply yours again.';

/** Refuses assignees who are not members and labels that belong to another file, naming them. */
async function checkAssigneesAndLabels(
  db: Db | Tx,
  workspaceId: string,
  fileId: string,
  assignees: string[] | undefined,
  labelIds: string[] | undefined,
) {
  if (assignees?.length) {
    const rows = await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.workspaceId, workspaceId), inArray(memberships.userId, assignees)));
    const members = new Set(rows.map((r) => r.userId));
    const strangers = assignees.filter((a) => !members.has(a));
    if (strangers.length) {
      throw new ApiHttpError(400, 'validation_error', 'Assignees must be members of the workspace', [
        { path: 'assignees', message: `Not members: ${strangers.join(', ')}`, code: 'invalid_value' },
      ]);
    }
  }
  if (labelIds?.length) {
    const rows = await db
      .select({ id: labels.id })
      .from(labels)
      .where(and(eq(labels.fileId, fileId), inArray(labels.id, labelIds)));
    const known = new Set(rows.map((r) => r.id));
    const unknown = labelIds.filter((l) => !known.has(l));
    if (unknown.length) {
      throw new ApiHttpError(400, 'validation_error', "Labels must be labels of the assignment's file", [
        { path: 'labels', message: `Unknown labels: ${unknown.join(', ')}`, code: 'invalid_value' },
      ]);
    }
  }
}

export function assignmentsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/assignments',
      summary: "A file's assignments (fileId) or a user's assignments (userId) in a workspace",
      security: bearerSecurity,
      middleware: [auth],
      request: { query: listAssignmentsQuerySchema },
      responses: {
        200: jsonContent(z.object({ assignments: z.array(assignmentSchema) }), 'Assignments'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const { workspaceId, fileId, userId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const scope = fileId
        ? eq(assignments.fileId, fileId)
        : sql`exists (select 1 from ${assignmentAssignees} where ${assignmentAssignees.assignmentId} = ${assignments.id} and ${assignmentAssignees.userId} = ${userId})`;
      const list = await loadAssignments(deps.db, and(eq(assignments.workspaceId, workspaceId), scope));
      return c.json({ assignments: list }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/assignments/{id}',
      summary: 'One assignment with its time entries and activity',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: idParams, query: workspaceQuerySchema },
      responses: { 200: jsonContent(assignmentSchema, 'The assignment'), ...authedErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const assignment = await loadAssignment(deps.db, workspaceId, id);
      if (!assignment) throw notFound(NOT_FOUND);
      return c.json(assignment, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/assignments',
      summary: 'Creates an assignment on a file (admin, content-manager, transcript-editor)',
      security: bearerSecurity,
      middleware: [auth],
      request: { body: { content: { 'application/json': { schema: createAssignmentBodySchema } }, required: true } },
      responses: { 201: jsonContent(assignmentSchema, 'The new assignment'), ...authedErrors },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, body.workspaceId, ASSIGNMENT_CREATORS);
      const id = newId();
      const created = await deps.db.transaction(async (tx) => {
        const [file] = await tx
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.id, body.fileId), eq(files.workspaceId, body.workspaceId)));
        if (!file) throw notFound('File not found');
        const assignees = [...new Set(body.assignees)];
        const labelIds = [...new Set(body.labels)];
        await checkAssigneesAndLabels(tx, body.workspaceId, body.fileId, assignees, labelIds);
        await tx.insert(assignments).values({
          id,
          workspaceId: body.workspaceId,
          fileId: body.fileId,
          title: body.title,
          description: body.description,
          type: body.type,
          priority: body.priority,
          dueDate: body.dueDate === null ? null : new Date(body.dueDate),
          createdBy: user.id,
        });
        if (assignees.length)
          await tx.insert(assignmentAssignees).values(assignees.map((userId) => ({ assignmentId: id, userId })));
        if (labelIds.length)
          await tx.insert(assignmentLabels).values(labelIds.map((labelId) => ({ assignmentId: id, labelId })));
        await tx.insert(assignmentActivity).values({
          id: newId(),
          assignmentId: id,
          userId: user.id,
          userName: user.name || body.userName || user.email,
          action: 'created',
        });
        return loadAssignment(tx, body.workspaceId, id);
      });
      return c.json(created!, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/assignments/{id}',
      summary: 'Updates the fields sent; refused with 409 when `version` is stale',
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: idParams,
        body: { content: { 'application/json': { schema: updateAssignmentBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(assignmentSchema, 'The updated assignment'), ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      if (body.assignmentId !== id) {
        throw new ApiHttpError(400, 'validation_error', 'assignmentId does not match the path', [
          { path: 'assignmentId', message: 'Must match the id in the path', code: 'invalid_value' },
        ]);
      }
      const access = await requireWorkspaceRole(deps.db, user, body.workspaceId);
      const updated = await deps.db.transaction(async (tx) => {
        // Lock the row: the version check and the write must see the same state.
        const [row] = await tx
          .select()
          .from(assignments)
          .where(and(eq(assignments.id, id), eq(assignments.workspaceId, body.workspaceId)))
          .for('update');
        if (!row) throw notFound(NOT_FOUND);
        const before = await loadAssignment(tx, body.workspaceId, id);
        if (!before) throw notFound(NOT_FOUND);
        if (!canWorkOnAssignment(access.role, user.id, before)) throw forbidden('You may not edit this assignment');
        if (row.version !== body.version) throw conflict(STALE, { currentVersion: row.version });

        const assignees = body.assignees && [...new Set(body.assignees)];
        const labelIds = body.labels && [...new Set(body.labels)];
        await checkAssigneesAndLabels(tx, body.workspaceId, row.fileId, assignees, labelIds);

        const changes: Record<string, [unknown, unknown]> = {};
        const note = (field: string, from: unknown, to: unknown) => {
          if (to !== undefined && JSON.stringify(from) !== JSON.stringify(to)) changes[field] = [from, to];
        };
        for (const field of ['title', 'description', 'type', 'status', 'priority', 'dueDate'] as const) {
          note(field, before[field], body[field]);
        }
        note('assignees', before.assignees, assignees && [...assignees].sort());
        note('labels', before.labels, labelIds && [...labelIds].sort());

        await tx
          .update(assignments)
          .set({
            title: body.title,
            description: body.description,
            type: body.type,
            status: body.status,
            priority: body.priority,
            dueDate: body.dueDate === undefined ? undefined : body.dueDate === null ? null : new Date(body.dueDate),
            version: row.version + 1,
            updatedAt: new Date(),
          })
          .where(eq(assignments.id, id));
        if (assignees) {
          await tx.delete(assignmentAssignees).where(eq(assignmentAssignees.assignmentId, id));
          if (assignees.length)
            await tx.insert(assignmentAssignees).values(assignees.map((userId) => ({ assignmentId: id, userId })));
        }
        if (labelIds) {
          await tx.delete(assignmentLabels).where(eq(assignmentLabels.assignmentId, id));
          if (labelIds.length)
            await tx.insert(assignmentLabels).values(labelIds.map((labelId) => ({ assignmentId: id, labelId })));
        }
        await tx.insert(assignmentActivity).values({
          id: newId(),
          assignmentId: id,
          userId: user.id,
          userName: user.name || body.updateMetadata.userName || user.email,
          action: body.updateMetadata.action,
          changes,
        });
        return loadAssignment(tx, body.workspaceId, id);
      });
      return c.json(updated!, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/assignments/{id}',
      summary: 'Deletes an assignment (admin, content-manager, or its creator)',
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: idParams,
        ...workspaceIdInQueryOrBody,
      },
      responses: { 204: { description: 'Deleted' }, ...authedErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const workspaceId = requireWorkspaceId(c.req.valid('query'), c.req.valid('json'));
      const user = c.get('user');
      const access = await requireWorkspaceRole(deps.db, user, workspaceId);
      const [row] = await deps.db
        .select({ createdBy: assignments.createdBy })
        .from(assignments)
        .where(and(eq(assignments.id, id), eq(assignments.workspaceId, workspaceId)));
      if (!row) throw notFound(NOT_FOUND);
      const mayDelete = access.role === 'admin' || access.role === 'content-manager' || row.createdBy === user.id;
      if (!mayDelete || access.role === 'viewer')
        throw forbidden('Only admins, content managers and its creator may delete an assignment');
      await deps.db.delete(assignments).where(eq(assignments.id, id));
      return c.body(null, 204);
    },
  );

  return router;
}
