import { createRoute } from '@hono/zod-openapi';
import { asc, eq } from 'drizzle-orm';
import { workspaceQuerySchema } from '@shared/schemas/common';
import {
  createWorkspaceBodySchema,
  listWorkspacesResponseSchema,
  workspaceSchema,
  workspaceSummarySchema,
} from '@shared/schemas/workspaces';
import { z } from 'zod';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { syncClaims } from '../auth/sync-claims';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import { memberships, workspaceIntegrations, workspaces } from '../db/schema';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import type { AppDeps } from '../api';
import type { PlatformType, Role, WorkspaceType } from '@shared/constants';

export function workspacesRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/get_workspace',
      summary: 'A workspace with its active integrations',
      security: bearerSecurity,
      middleware: [auth],
      request: { query: workspaceQuerySchema },
      responses: { 200: jsonContent(workspaceSchema, 'The workspace'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const [workspace] = await deps.db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
      if (!workspace) throw notFound('Workspace not found');
      const integrations = await deps.db
        .select({ platformType: workspaceIntegrations.platformType })
        .from(workspaceIntegrations)
        .where(eq(workspaceIntegrations.workspaceId, workspaceId))
        .orderBy(asc(workspaceIntegrations.platformType));
      return c.json(
        {
          workspaceId: workspace.id,
          workspaceName: workspace.name,
          type: workspace.type as WorkspaceType,
          activeIntegrations: integrations.map((i) => ({ platformType: i.platformType as PlatformType })),
        },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces',
      summary: "The caller's workspaces with their role in each",
      security: bearerSecurity,
      middleware: [auth],
      responses: { 200: jsonContent(listWorkspacesResponseSchema, 'Workspaces'), ...authedErrors },
    }),
    async (c) => {
      const rows = await deps.db
        .select({
          workspaceId: workspaces.id,
          workspaceName: workspaces.name,
          type: workspaces.type,
          role: memberships.role,
        })
        .from(memberships)
        .innerJoin(workspaces, eq(workspaces.id, memberships.workspaceId))
        .where(eq(memberships.userId, c.get('user').id))
        .orderBy(asc(memberships.createdAt), asc(workspaces.name));
      return c.json(
        { workspaces: rows.map((r) => ({ ...r, type: r.type as WorkspaceType, role: r.role as Role })) },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces',
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
      const id = newId();
      await deps.db.transaction(async (tx) => {
        await tx.insert(workspaces).values({ id, name: body.name, type: body.type });
        await tx.insert(memberships).values({ workspaceId: id, userId: user.id, role: 'admin' });
      });
      await syncClaims(deps.db, deps.auth, user.id);
      return c.json(
        { workspace: { workspaceId: id, workspaceName: body.name, type: body.type, role: 'admin' as const } },
        201,
      );
    },
  );

  return router;
}
