import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { canRemoveMember, canSeeMemberEmails, MEMBER_MANAGERS } from '@shared/permissions/workspace';
import { workspaceQuerySchema } from '@shared/schemas/common';
import {
  listMembersResponseSchema,
  memberPathSchema,
  memberSchema,
  updateMemberBodySchema,
} from '@shared/schemas/members';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { syncClaims } from '../auth/sync-claims';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { membersOfWorkspace, type MembershipRefusal, memberWithNewRole, removedMember } from '../db/queries/members';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { conflict, forbidden, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

const noContent = { 204: { description: 'Done' } } as const;

const refused = (refusal: MembershipRefusal) =>
  refusal === 'last_admin'
    ? conflict('A workspace needs at least one admin: make someone else admin first')
    : notFound('Member not found');

export function membersRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get_workspace_members',
      operationId: 'listWorkspaceMembers',
      summary: 'Members of a workspace with their roles; their addresses only for roles that may see them',
      security: bearerSecurity,
      middleware: [auth],
      request: { query: workspaceQuerySchema },
      responses: { 200: jsonContent(listMembersResponseSchema, 'Members'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('query');
      const access = await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const members = await membersOfWorkspace(deps.db, workspaceId);
      const shown = canSeeMemberEmails(access.role) ? members : members.map(({ email: _email, ...rest }) => rest);
      return c.json({ members: shown }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/workspaces/{workspaceId}/members/{userId}',
      operationId: 'updateMemberRole',
      summary: "Changes a member's role (admins)",
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: memberPathSchema,
        body: { content: { 'application/json': { schema: updateMemberBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(z.object({ member: memberSchema }), 'The member'),
        ...authedErrors,
        ...conflictError,
      },
    }),
    async (c) => {
      const { workspaceId, userId } = c.req.valid('param');
      const { role } = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MEMBER_MANAGERS);
      const result = await memberWithNewRole(deps.db, workspaceId, userId, role);
      if ('refusal' in result) throw refused(result.refusal);
      await syncClaims(deps.db, deps.auth, userId);
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/members/{userId}',
      operationId: 'removeMember',
      summary: 'Removes a member (admins, or a member leaving)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: memberPathSchema },
      responses: { ...noContent, ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const { workspaceId, userId } = c.req.valid('param');
      const user = c.get('user');
      const access = await requireWorkspaceRole(deps.db, user, workspaceId);
      if (!canRemoveMember(access.role, user.id, userId)) {
        throw forbidden(`This needs one of these roles: ${MEMBER_MANAGERS.join(', ')}`);
      }
      const result = await removedMember(deps.db, workspaceId, userId);
      if ('refusal' in result) throw refused(result.refusal);
      await syncClaims(deps.db, deps.auth, userId);
      return c.body(null, 204);
    },
  );

  return router;
}
