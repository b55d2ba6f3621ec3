import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ASSIGNMENT_CREATORS, canChangeAssignment, canDeleteAssignment } from '@shared/permissions/assignment';
import {
  assignmentSchema,
  createAssignmentBodySchema,
  listAssignmentsQuerySchema,
  updateAssignmentBodySchema,
} from '@shared/schemas/assignments';
import { idSchema, workspaceQuerySchema } from '@shared/schemas/common';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import { actorOf } from '../db/queries/activity';
import { idempotencyErrors, idempotentWrite } from '../idempotency/idempotent-write';
import {
  type AssignmentRefusal,
  assignmentsOfFile,
  assignmentsOfUser,
  assignmentWithEntries,
  createdAssignment,
  deletedAssignment,
  updatedAssignment,
} from '../db/queries/assignments';
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
import { assignedMail } from '../mail/assigned-mail';
import { workspaceAssignmentsRouter } from './assignments-workspace';
import type { AppDeps } from '../app-deps';

const NOT_FOUND = 'Assignment not found';
const idParams = z.object({ id: idSchema });
const STALE =
  'Someone else changed this assignment after you opened it. Reload to see their changes, then apply yours again.';

const invalid = (path: string, message: string, detail: string) =>
  new ApiHttpError(400, 'validation_error', message, [{ path, message: detail, code: 'invalid_value' }]);

/** The answer for a refused write. */
function refusalError(result: AssignmentRefusal, forbiddenMessage: string): ApiHttpError {
  switch (result.refusal) {
    case 'not_found':
      return notFound(NOT_FOUND);
    case 'file_not_found':
      return notFound('File not found');
    case 'forbidden':
      return forbidden(forbiddenMessage);
    case 'stale':
      return conflict(STALE, { currentVersion: result.currentVersion });
    case 'not_members':
      return invalid(
        'assignees',
        'Assignees must be members of the workspace',
        `Not members: ${result.userIds.join(', ')}`,
      );
    case 'unknown_labels':
      return invalid(
        'labels',
        "Labels must be labels of the assignment's file",
        `Unknown labels: ${result.labelIds.join(', ')}`,
      );
  }
}

/** The version an `If-Match` header names (`"3"`, `W/"3"` or `3`); undefined for none or `*`. */
function versionFromIfMatch(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(header);
  if (!match)
    throw invalid('If-Match', 'If-Match: Must be the ETag of the version you loaded, like "3"', 'Not a version');
  return Number(match[1]);
}

const etag = (version: number) => `"${version}"`;

export function assignmentsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);
  const mail = assignedMail(deps.publicUrl);
  router.route('/', workspaceAssignmentsRouter(deps));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/assignments',
      operationId: 'listAssignments',
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
      const assignments = fileId
        ? await assignmentsOfFile(deps.db, workspaceId, fileId)
        : await assignmentsOfUser(deps.db, workspaceId, userId!);
      return c.json({ assignments }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/assignments/{id}',
      operationId: 'getAssignment',
      summary: 'One assignment with its time entries and activity; its ETag is its version',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: idParams, query: workspaceQuerySchema },
      responses: { 200: jsonContent(assignmentSchema, 'The assignment'), ...authedErrors },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const assignment = await assignmentWithEntries(deps.db, workspaceId, id);
      if (!assignment) throw notFound(NOT_FOUND);
      c.header('ETag', etag(assignment.version));
      return c.json(assignment, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/assignments',
      operationId: 'createAssignment',
      summary:
        'Creates an assignment on a file and mails its assignees a link (admin, content-manager, transcript-editor)',
      ...idempotentWrite(deps),
      request: { body: { content: { 'application/json': { schema: createAssignmentBodySchema } }, required: true } },
      responses: { 201: jsonContent(assignmentSchema, 'The new assignment'), ...authedErrors, ...idempotencyErrors },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, body.workspaceId, ASSIGNMENT_CREATORS);
      const result = await createdAssignment(deps.db, { id: newId(), ...body }, actorOf(user), mail);
      if ('refusal' in result) throw refusalError(result, 'You may not create assignments');
      deps.mail?.wake();
      return c.json(result.assignment, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/assignments/{id}',
      operationId: 'updateAssignment',
      summary:
        'Updates the fields sent; with `version` (or `If-Match`) a stale one is refused with 409; assignees may change only the status',
      description:
        'Admins, content-managers and the creator change any field; an assigned transcript-editor only `status` (403 otherwise). People newly assigned are mailed a link.',
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: idParams,
        headers: z.object({ 'if-match': z.string().max(100).optional() }),
        body: { content: { 'application/json': { schema: updateAssignmentBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(assignmentSchema, 'The updated assignment'), ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { workspaceId, assignmentId, version, updateMetadata, ...changes } = c.req.valid('json');
      const user = c.get('user');
      if (assignmentId !== id)
        throw invalid('assignmentId', 'assignmentId does not match the path', 'Must match the id in the path');
      const headerVersion = versionFromIfMatch(c.req.valid('header')['if-match']);
      if (version !== undefined && headerVersion !== undefined && version !== headerVersion) {
        throw invalid('version', 'version and If-Match name different versions', 'Send one, or the same in both');
      }
      const access = await requireWorkspaceRole(deps.db, user, workspaceId);
      const result = await updatedAssignment(
        deps.db,
        { workspaceId, id, expectedVersion: version ?? headerVersion },
        changes,
        {
          actor: actorOf(user),
          action: updateMetadata.action,
          mayEdit: (current, fields) =>
            canChangeAssignment(
              access.role,
              user.id,
              current,
              Object.keys(fields).filter((key) => fields[key as keyof typeof fields] !== undefined),
            ),
          mail,
        },
      );
      if ('refusal' in result) {
        throw refusalError(
          result,
          'You may not edit this assignment: its creator, admins and content managers change its details; assignees change its status',
        );
      }
      deps.mail?.wake();
      c.header('ETag', etag(result.assignment.version));
      return c.json(result.assignment, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/assignments/{id}',
      operationId: 'deleteAssignment',
      summary: 'Deletes an assignment (admin, content-manager, or its creator); its time entries are kept',
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
      const result = await deletedAssignment(
        deps.db,
        { workspaceId, id },
        { actor: actorOf(user), mayDelete: (current) => canDeleteAssignment(access.role, user.id, current) },
      );
      if ('refusal' in result) {
        throw refusalError(result, 'Only admins, content managers and its creator may delete an assignment');
      }
      return c.body(null, 204);
    },
  );

  return router;
}
