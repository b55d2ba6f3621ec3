import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { canRemoveMember, MEMBER_MANAGERS } from '@shared/permissions/workspace';
import { workspaceQuerySchema } from '@shared/schemas/common';
import {
  invitationPathSchema,
  invitationSchema,
  inviteMemberBodySchema,
  listInvitationsResponseSchema,
  listMembersResponseSchema,
  memberPathSchema,
  memberSchema,
  updateMemberBodySchema,
  workspacePathSchema,
} from '@shared/schemas/members';
import { workspaceSummarySchema } from '@shared/schemas/workspaces';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { syncClaims } from '../auth/sync-claims';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import {
  createdInvitation,
  joinedWorkspace,
  membersOfWorkspace,
  type MembershipRefusal,
  memberWithNewRole,
  pendingInvitationsOf,
  removedMember,
  withdrewInvitation,
} from '../db/queries/members';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { conflict, forbidden, notFound } from '../http/errors';
import type { AppDeps } from '../api';

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
      summary: 'Members of a workspace with their roles',
      security: bearerSecurity,
      middleware: [auth],
      request: { query: workspaceQuerySchema },
      responses: { 200: jsonContent(listMembersResponseSchema, 'Members'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      return c.json({ members: await membersOfWorkspace(deps.db, workspaceId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/invitations',
      operationId: 'listInvitations',
      summary: 'Pending invitations (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspacePathSchema },
      responses: { 200: jsonContent(listInvitationsResponseSchema, 'Pending invitations'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MEMBER_MANAGERS);
      return c.json({ invitations: await pendingInvitationsOf(deps.db, workspaceId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/invitations',
      operationId: 'createInvitation',
      summary: 'Invites someone by email with a role (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: workspacePathSchema,
        body: { content: { 'application/json': { schema: inviteMemberBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(z.object({ invitation: invitationSchema }), 'The invitation'),
        ...authedErrors,
        ...conflictError,
      },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { email, role } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, MEMBER_MANAGERS);
      const result = await createdInvitation(deps.db, { id: newId(), workspaceId, email, role, invitedBy: user.id });
      if ('refusal' in result) {
        throw conflict(
          result.refusal === 'member'
            ? `${email} is already a member of this workspace`
            : `An invitation for ${email} is already pending`,
        );
      }
      return c.json(result, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/invitations/{invitationId}',
      operationId: 'deleteInvitation',
      summary: 'Withdraws a pending invitation (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: invitationPathSchema },
      responses: { ...noContent, ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, invitationId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, MEMBER_MANAGERS);
      if (!(await withdrewInvitation(deps.db, workspaceId, invitationId))) throw notFound('Invitation not found');
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/join',
      operationId: 'joinWorkspace',
      summary: "Accepts the pending invitation addressed to the caller's email",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspacePathSchema },
      responses: {
        200: jsonContent(z.object({ workspace: workspaceSummarySchema }), 'The joined workspace'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const user = c.get('user');
      if (!user.emailVerified && !deps.trustUnverifiedEmails) {
        throw forbidden('Verify your email address before accepting an invitation');
      }
      // The same 404 whether the workspace is unknown or just has no invitation for this address.
      const workspace = user.email ? await joinedWorkspace(deps.db, workspaceId, user) : null;
      if (!workspace) throw notFound('Invitation not found');
      await syncClaims(deps.db, deps.auth, user.id);
      return c.json({ workspace }, 200);
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
