import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { SETTINGS_MANAGERS } from '@shared/permissions/workspace';
import { workspacePathSchema } from '@shared/schemas/members';
import {
  type LtiPlatformBody,
  ltiPlatformBodySchema,
  ltiPlatformPathSchema,
  ltiPlatformSchema,
  ltiPlatformsResponseSchema,
} from '@shared/schemas/lti';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import {
  createdLtiPlatform,
  deletedLtiPlatform,
  ltiPlatformsOfWorkspace,
  toLtiPlatform,
  updatedLtiPlatform,
} from '../db/queries/lti';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, conflict, notFound } from '../http/errors';
import { pinnedEndpointProblems } from '../lti/known-platforms';
import { ltiToolConfig } from '../lti/tool-config';
import type { AppDeps } from '../app-deps';

const body = { body: { content: { 'application/json': { schema: ltiPlatformBodySchema } }, required: true } };
const platformResponse = jsonContent(z.object({ platform: ltiPlatformSchema }), 'The registration');
const taken = (issuer: string, clientId: string) =>
  conflict(`A platform with issuer ${issuer} and client id ${clientId} is already registered in this workspace`);

/** 400 when a well-known issuer is given endpoints other than its vendor's, naming the expected ones. */
function refuseForeignEndpoints(fields: LtiPlatformBody) {
  const problems = pinnedEndpointProblems(fields);
  if (problems.length > 0) {
    throw new ApiHttpError(
      400,
      'validation_error',
      problems.map((p) => `${p.path}: ${p.message}`).join('; '),
      problems,
    );
  }
}

/** Workspace admins register the LMSs (LTI 1.3 platforms) that may launch the workspace's embeds. */
export function ltiPlatformsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/lti/platforms',
      operationId: 'listLtiPlatforms',
      summary: "The workspace's registered LTI platforms and the tool URLs to give them (admins)",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspacePathSchema },
      responses: { 200: jsonContent(ltiPlatformsResponseSchema, 'Registrations and tool URLs'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SETTINGS_MANAGERS);
      const platforms = (await ltiPlatformsOfWorkspace(deps.db, workspaceId)).map(toLtiPlatform);
      return c.json({ platforms, tool: ltiToolConfig(deps.publicUrl) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/lti/platforms',
      operationId: 'createLtiPlatform',
      summary:
        "Registers an LTI 1.3 platform (admins); a well-known issuer (Canvas Cloud, Blackboard, Schoology, Brightspace) must keep its vendor's endpoints",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspacePathSchema, ...body },
      responses: { 201: platformResponse, ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const fields = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SETTINGS_MANAGERS);
      refuseForeignEndpoints(fields);
      const row = await createdLtiPlatform(deps.db, { id: newId(), workspaceId, ...fields });
      if (!row) throw taken(fields.issuer, fields.clientId);
      return c.json({ platform: toLtiPlatform(row) }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/workspaces/{workspaceId}/lti/platforms/{platformId}',
      operationId: 'updateLtiPlatform',
      summary: "Replaces a registration's fields (admins)",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: ltiPlatformPathSchema, ...body },
      responses: { 200: platformResponse, ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const { workspaceId, platformId } = c.req.valid('param');
      const fields = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SETTINGS_MANAGERS);
      refuseForeignEndpoints(fields);
      const row = await updatedLtiPlatform(deps.db, workspaceId, platformId, fields);
      if (row === 'conflict') throw taken(fields.issuer, fields.clientId);
      if (!row) throw notFound('LTI platform not found');
      return c.json({ platform: toLtiPlatform(row) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/lti/platforms/{platformId}',
      operationId: 'deleteLtiPlatform',
      summary: 'Removes a registration: its launches stop working (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: ltiPlatformPathSchema },
      responses: { 204: { description: 'Removed' }, ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, platformId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SETTINGS_MANAGERS);
      if (!(await deletedLtiPlatform(deps.db, workspaceId, platformId))) throw notFound('LTI platform not found');
      return c.body(null, 204);
    },
  );

  return router;
}
