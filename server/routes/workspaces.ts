import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { workspaceQuerySchema } from '@shared/schemas/common';
import {
  createWorkspaceBodySchema,
  listWorkspacesResponseSchema,
  workspaceSchema,
  workspaceSummarySchema,
} from '@shared/schemas/workspaces';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { syncClaims } from '../auth/sync-claims';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import { createdWorkspace, workspacesOfUser, workspaceWithIntegrations } from '../db/queries/workspaces';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

export function workspacesRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get_workspace',
      operationId: 'getWorkspace',
      summary: 'A workspace with its active integrations',
      security: bearerSecurity,
      middleware: [auth],
      request: { query: workspaceQuerySchema },
      responses: { 200: jsonContent(workspaceSchema, 'The workspace'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const workspace = await workspaceWithIntegrations(deps.db, workspaceId);
      if (!workspace) throw notFound('Workspace not found');
      return c.json(workspace, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces',
      operationId: 'listWorkspaces',
      summary: "The caller's workspaces with their role in each",
      security: bearerSecurity,
      middleware: [auth],
      responses: { 200: jsonContent(listWorkspacesResponseSchema, 'Workspaces'), ...authedErrors },
    }),
    async (c) => {
      const workspaces = await workspacesOfUser(deps.db, c.get('user').id);
      return c.json({ workspaces }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces',
      operationId: 'createWorkspace',
      summary: 'Creates a workspace; the caller becomes its admin',
      security: bearerSecurity,
      middleware: [auth],
      request: { body: { content: { 'application/json': { schema: createWorkspaceBodySchema } }, required: true } },
      responses: {
        201: jsonContent(z.object({ workspace: workspaceSummarySchema }), 'The new workspace'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user');
      const workspace = await createdWorkspace(deps.db, { id: newId(), ...body, adminId: user.id });
      await syncClaims(deps.db, deps.auth, user.id);
      return c.json({ workspace }, 201);
    },
  );

  return router;
}
