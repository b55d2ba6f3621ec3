import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { MEMBER_MANAGERS } from '@shared/permissions/workspace';
import {
  invitationPathSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenQuerySchema,
  inviteMemberBodySchema,
  joinWorkspaceBodySchema,
  listInvitationsResponseSchema,
  workspacePathSchema,
} from '@shared/schemas/members';
import { workspaceSummarySchema } from '@shared/schemas/workspaces';
import { type AuthedEnv, type CurrentUser, requireUser } from '../auth/current-user';
import { syncClaims } from '../auth/sync-claims';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { planLimitErrors, requireMemberSeat } from '../billing/plan-limits';
import { newId } from '../db/new-id';
import {
  createdInvitation,
  invitationByToken,
  joinedWorkspace,
  pendingInvitationsOf,
  resentInvitation,
  withdrewInvitation,
  workspaceNameOf,
} from '../db/queries/members';
import {
  authedErrors,
  bearerSecurity,
  conflictError,
  createRouter,
  errorContent,
  jsonContent,
} from '../http/create-router';
import { consumeRateLimit, type RateLimit } from '../db/rate-limit';
import { ApiHttpError, conflict, forbidden, notFound } from '../http/errors';
import { tooManyRequests } from '../http/too-many-requests';
import type { AppDeps } from '../app-deps';
import { DEFAULT_INVITATION_TTL_DAYS, hashInvitationToken, newInvitationLink } from './invitations-mail';

/** Mail one workspace may send in an hour (new invitations and resends together). */
export const INVITATIONS_PER_WORKSPACE: RateLimit = { max: 50, windowSeconds: 3600 };
/** Invitations one address may receive in an hour, from every workspace together. */
export const INVITATIONS_PER_RECIPIENT: RateLimit = { max: 5, windowSeconds: 3600 };

const noContent = { 204: { description: 'Done' } } as const;
const rateLimitedError = {
  429: errorContent('Too many invitations from this workspace or to this address; see Retry-After'),
} as const;
const goneError = { 410: errorContent('The invitation expired, was revoked or was used') } as const;

/** Invitations: invite by email with a role, resend, revoke, and accept through the mailed link. */
export function invitationsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  /** Counts one mail against the workspace's and the recipient's hourly limits: a 429 over either. */
  const limitMail = async (c: Context, workspaceId: string, email: string) => {
    for (const [key, limit, what] of [
      [`invitations:workspace:${workspaceId}`, INVITATIONS_PER_WORKSPACE, 'invitations from this workspace'],
      [`invitations:recipient:${email.toLowerCase()}`, INVITATIONS_PER_RECIPIENT, `invitations to ${email}`],
    ] as const) {
      const retryAfter = await consumeRateLimit(deps.db, key, limit);
      if (retryAfter !== null) throw tooManyRequests(c, retryAfter, what);
    }
  };

  const linkFor = async (workspaceId: string, inviter: CurrentUser) =>
    newInvitationLink({
      publicUrl: deps.publicUrl,
      workspaceName: (await workspaceNameOf(deps.db, workspaceId)) ?? '',
      inviterName: inviter.name,
      ttlDays: deps.invitationTtlDays ?? DEFAULT_INVITATION_TTL_DAYS,
    });

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/invitations',
      operationId: 'listInvitations',
      summary: 'Open invitations, expired ones included so they can be resent (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspacePathSchema },
      responses: { 200: jsonContent(listInvitationsResponseSchema, 'Open invitations'), ...authedErrors },
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
      summary: 'Invites someone by email with a role and mails them a link to join (admins)',
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
        ...rateLimitedError,
        ...planLimitErrors,
      },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { email, role } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, MEMBER_MANAGERS);
      await requireMemberSeat(deps.db, workspaceId);
      await limitMail(c, workspaceId, email);
      const input = { id: newId(), workspaceId, email, role, invitedBy: user.id };
      const result = await createdInvitation(deps.db, input, await linkFor(workspaceId, user));
      if ('refusal' in result) {
        throw conflict(
          result.refusal === 'member'
            ? `${email} is already a member of this workspace`
            : `An invitation for ${email} is already pending`,
        );
      }
      deps.mail?.wake();
      return c.json(result, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/invitations/{invitationId}/resend',
      operationId: 'resendInvitation',
      summary: 'Mails an open invitation again with a new link and expiry; the old link stops working (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: invitationPathSchema },
      responses: {
        200: jsonContent(z.object({ invitation: invitationSchema }), 'The invitation'),
        ...authedErrors,
        ...rateLimitedError,
        ...planLimitErrors,
      },
    }),
    async (c) => {
      const { workspaceId, invitationId } = c.req.valid('param');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, MEMBER_MANAGERS);
      const open = (await pendingInvitationsOf(deps.db, workspaceId)).find((i) => i.id === invitationId);
      if (!open) throw notFound('Invitation not found');
      await requireMemberSeat(deps.db, workspaceId, invitationId);
      await limitMail(c, workspaceId, open.email);
      const invitation = await resentInvitation(deps.db, workspaceId, invitationId, await linkFor(workspaceId, user));
      if (!invitation) throw notFound('Invitation not found');
      deps.mail?.wake();
      return c.json({ invitation }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/invitations/{invitationId}',
      operationId: 'deleteInvitation',
      summary: 'Revokes an open invitation; its link then says so (admins)',
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
      method: 'get',
      path: '/workspaces/{workspaceId}/join',
      operationId: 'getInvitation',
      summary: 'What an invitation link is for (workspace, invited address, role) and whether it still works',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspacePathSchema, query: invitationTokenQuerySchema },
      responses: {
        200: jsonContent(z.object({ invitation: invitationPreviewSchema }), 'The invitation'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { token } = c.req.valid('query');
      // The token is the authorisation: whoever holds the link may see whom it invites.
      const invitation = await invitationByToken(deps.db, workspaceId, hashInvitationToken(token));
      if (!invitation) throw notFound('Invitation not found');
      return c.json({ invitation }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/join',
      operationId: 'joinWorkspace',
      summary:
        "Accepts the invitation of the link's token (or, without one, the open invitation addressed to the caller's email)",
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: workspacePathSchema,
        body: { content: { 'application/json': { schema: joinWorkspaceBodySchema } }, required: false },
      },
      responses: {
        200: jsonContent(z.object({ workspace: workspaceSummarySchema }), 'The joined workspace'),
        ...authedErrors,
        ...goneError,
      },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      // The body is optional: without it, hono-openapi leaves it unvalidated and undefined.
      const token = (c.req.valid('json') as { token?: string } | undefined)?.token;
      const user = c.get('user');
      if (!user.emailVerified && !deps.trustUnverifiedEmails) {
        throw forbidden('Verify your email address before accepting an invitation');
      }
      const tokenHash = token === undefined ? undefined : hashInvitationToken(token);
      if (tokenHash) await refuseUnusableLink(workspaceId, tokenHash, user);
      // Without a token: the same 404 whether the workspace is unknown or just has no invitation for this address.
      const workspace = user.email ? await joinedWorkspace(deps.db, workspaceId, user, tokenHash) : null;
      if (!workspace) throw notFound('Invitation not found');
      await syncClaims(deps.db, deps.auth, user.id);
      return c.json({ workspace }, 200);
    },
  );

  /** Says plainly why a link cannot be accepted: unknown, expired, revoked, used, or for another address. */
  async function refuseUnusableLink(workspaceId: string, tokenHash: string, user: CurrentUser) {
    const invitation = await invitationByToken(deps.db, workspaceId, tokenHash);
    if (!invitation) throw notFound('Invitation not found');
    if (invitation.status === 'expired') throw gone('This invitation has expired: ask for a new one');
    if (invitation.status === 'revoked') throw gone('This invitation was withdrawn');
    if (invitation.status === 'accepted') throw gone('This invitation has already been accepted');
    if (invitation.email !== user.email) {
      throw forbidden(`This invitation is for ${invitation.email}: sign in with that address to accept it`);
    }
  }

  return router;
}

const gone = (message: string) => new ApiHttpError(410, 'gone', message);
