import { createRoute } from '@hono/zod-openapi';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Role, WorkspaceType } from '@shared/constants';
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
import type { Tx } from '../db/open-database';
import { newId } from '../db/new-id';
import { invitations, memberships, users, workspaces } from '../db/schema';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { conflict, forbidden, notFound } from '../http/errors';
import type { AppDeps } from '../api';

const ROLE_ORDER = sql`case ${memberships.role} when 'admin' then 0 when 'content-manager' then 1 when 'transcript-editor' then 2 else 3 end`;
const LAST_ADMIN = 'A workspace needs at least one admin: make someone else admin first';
const noContent = { 204: { description: 'Done' } } as const;

/** Locks the workspace row so concurrent role changes cannot remove the last admin between check and write. */
async function lockWorkspaceAndCountAdmins(tx: Tx, workspaceId: string): Promise<number> {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'admin')));
  return row?.n ?? 0;
}

export function membersRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get_workspace_members',
      summary: 'Members of a workspace with their roles',
      security: bearerSecurity,
      middleware: [auth],
      request: { query: workspaceQuerySchema },
      responses: { 200: jsonContent(listMembersResponseSchema, 'Members'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const rows = await deps.db
        .select({ userId: users.id, name: users.name, email: users.email, role: memberships.role })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.workspaceId, workspaceId))
        .orderBy(ROLE_ORDER, asc(users.name), asc(users.email));
      return c.json({ members: rows.map((r) => ({ ...r, role: r.role as Role })) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/invitations',
      summary: 'Pending invitations (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspacePathSchema },
      responses: { 200: jsonContent(listInvitationsResponseSchema, 'Pending invitations'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, ['admin']);
      const rows = await deps.db
        .select()
        .from(invitations)
        .where(and(eq(invitations.workspaceId, workspaceId), isNull(invitations.acceptedAt)))
        .orderBy(asc(invitations.createdAt));
      return c.json({ invitations: rows.map(toInvitation) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/invitations',
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
      await requireWorkspaceRole(deps.db, user, workspaceId, ['admin']);
      const [member] = await deps.db
        .select({ id: users.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.workspaceId, workspaceId), eq(users.email, email)));
      if (member) throw conflict(`${email} is already a member of this workspace`);
      const [row] = await deps.db
        .insert(invitations)
        .values({ id: newId(), workspaceId, email, role, invitedBy: user.id })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(`An invitation for ${email} is already pending`);
      return c.json({ invitation: toInvitation(row) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/invitations/{invitationId}',
      summary: 'Withdraws a pending invitation (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: invitationPathSchema },
      responses: { ...noContent, ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, invitationId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, ['admin']);
      const deleted = await deps.db
        .delete(invitations)
        .where(
          and(
            eq(invitations.id, invitationId),
            eq(invitations.workspaceId, workspaceId),
            isNull(invitations.acceptedAt),
          ),
        )
        .returning({ id: invitations.id });
      if (deleted.length === 0) throw notFound('Invitation not found');
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/join',
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
      const joined = await deps.db.transaction(async (tx) => {
        const [invitation] = await tx
          .select()
          .from(invitations)
          .where(
            and(
              eq(invitations.workspaceId, workspaceId),
              eq(invitations.email, user.email),
              isNull(invitations.acceptedAt),
            ),
          )
          .for('update');
        // The same 404 whether the workspace is unknown or just has no invitation for this address.
        if (!invitation || !user.email) throw notFound('Invitation not found');
        await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, invitation.id));
        const [existing] = await tx
          .select({ role: memberships.role })
          .from(memberships)
          .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, user.id)));
        if (!existing) {
          await tx.insert(memberships).values({ workspaceId, userId: user.id, role: invitation.role });
        }
        const [workspace] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId));
        if (!workspace) throw notFound('Invitation not found');
        return {
          workspaceId,
          workspaceName: workspace.name,
          type: workspace.type as WorkspaceType,
          role: (existing?.role ?? invitation.role) as Role,
        };
      });
      await syncClaims(deps.db, deps.auth, user.id);
      return c.json({ workspace: joined }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/workspaces/{workspaceId}/members/{userId}',
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
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, ['admin']);
      const member = await deps.db.transaction(async (tx) => {
        const admins = await lockWorkspaceAndCountAdmins(tx, workspaceId);
        const [current] = await tx
          .select({ role: memberships.role, name: users.name, email: users.email })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
        if (!current) throw notFound('Member not found');
        if (current.role === 'admin' && role !== 'admin' && admins <= 1) throw conflict(LAST_ADMIN);
        await tx
          .update(memberships)
          .set({ role })
          .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
        return { userId, name: current.name, email: current.email, role };
      });
      await syncClaims(deps.db, deps.auth, userId);
      return c.json({ member }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/members/{userId}',
      summary: 'Removes a member (admins, or a member leaving)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: memberPathSchema },
      responses: { ...noContent, ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const { workspaceId, userId } = c.req.valid('param');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, userId === user.id ? undefined : ['admin']);
      await deps.db.transaction(async (tx) => {
        const admins = await lockWorkspaceAndCountAdmins(tx, workspaceId);
        const [current] = await tx
          .select({ role: memberships.role })
          .from(memberships)
          .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
        if (!current) throw notFound('Member not found');
        if (current.role === 'admin' && admins <= 1) throw conflict(LAST_ADMIN);
        await tx
          .delete(memberships)
          .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId)));
      });
      await syncClaims(deps.db, deps.auth, userId);
      return c.body(null, 204);
    },
  );

  return router;
}

function toInvitation(row: typeof invitations.$inferSelect) {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    email: row.email,
    role: row.role as Role,
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
  };
}
