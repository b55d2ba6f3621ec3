import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ASSIGNMENT_MANAGERS } from '@shared/permissions/assignment';
import { workspaceAssignmentsQuerySchema, workspaceAssignmentsResponseSchema } from '@shared/schemas/assignments';
import { idSchema } from '@shared/schemas/common';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { type AssignmentPosition, workspaceAssignmentPage } from '../db/queries/workspace-assignments';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError } from '../http/errors';
import type { AppDeps } from '../app-deps';

// PostgreSQL's text form of a timestamptz (DateStyle ISO), as the cursor carries it.
const pgTime = z.string().regex(/^\d{4,6}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/);
const cursorSchema = z.object({ due: pgTime.nullable(), created: pgTime, id: idSchema });

const encodeCursor = (position: AssignmentPosition | null) =>
  position && Buffer.from(JSON.stringify(position)).toString('base64url');

function decodeCursor(cursor: string | undefined): AssignmentPosition | null {
  if (cursor === undefined) return null;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new ApiHttpError(400, 'validation_error', 'cursor: Use the nextCursor of a previous answer', [
      { path: 'cursor', message: 'Not a cursor of this list', code: 'custom' },
    ]);
  }
}

/** Every assignment of a workspace, filtered and a page at a time: the managers' view. */
export function workspaceAssignmentsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/assignments',
      operationId: 'listWorkspaceAssignments',
      summary:
        'Every assignment of the workspace, by person, status and due date, a page at a time (admin, content-manager)',
      description:
        '`assignee` is a user id or `none` (unassigned); `status` a status, `open` (pending, in progress, blocked) or `all`; `due` is `overdue` (due before now and open), `next_7_days`, `none` or `any`. Ordered by due date (undated last), then creation; pass `nextCursor` back as `cursor` with the same filters.',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { params: z.object({ workspaceId: idSchema }), query: workspaceAssignmentsQuerySchema },
      responses: { 200: jsonContent(workspaceAssignmentsResponseSchema, 'One page of assignments'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { assignee, status, due, cursor, limit } = c.req.valid('query');
      const after = decodeCursor(cursor);
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, ASSIGNMENT_MANAGERS);
      const page = await workspaceAssignmentPage(
        deps.db,
        workspaceId,
        { assignee, status, due, now: new Date() },
        { after, limit },
      );
      return c.json({ assignments: page.assignments, nextCursor: encodeCursor(page.last) }, 200);
    },
  );

  return router;
}
