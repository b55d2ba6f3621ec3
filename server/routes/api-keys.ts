import { createRoute } from '@hono/zod-openapi';
import { API_KEY_MANAGERS } from '@shared/permissions/api-key';
import { apiKeyListSchema, createApiKeyBodySchema, createdApiKeySchema } from '@shared/schemas/api-keys';
import { idSchema } from '@shared/schemas/common';
import { workspacePathSchema } from '@shared/schemas/members';
import { hashOfApiKeySecret, newApiKeySecret, shownPrefixOf } from '../auth/api-key-secret';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import { apiKeysOfWorkspace, createdApiKey, revokedApiKey } from '../db/queries/api-keys';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

/** A workspace's API keys (issue 34; docs/api.md, "API keys"): admins create, list and revoke them. */
export function apiKeysRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/api-keys',
      operationId: 'listApiKeys',
      summary: "The workspace's API keys that are not revoked, newest first (admins)",
      ...signedIn,
      request: { params: workspacePathSchema },
      responses: { 200: jsonContent(apiKeyListSchema, 'The keys, without their secrets'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, API_KEY_MANAGERS);
      return c.json({ keys: await apiKeysOfWorkspace(deps.db, workspaceId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/api-keys',
      operationId: 'createApiKey',
      summary: 'Creates an API key; the answer holds its secret, the only time it is shown (admins)',
      ...signedIn,
      request: {
        params: workspacePathSchema,
        body: { content: { 'application/json': { schema: createApiKeyBodySchema } }, required: true },
      },
      responses: { 201: jsonContent(createdApiKeySchema, 'The key and its secret'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { name, scopes, expiresAt } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, API_KEY_MANAGERS);
      const secret = newApiKeySecret();
      const key = await createdApiKey(deps.db, {
        id: newId(),
        workspaceId,
        name,
        prefix: shownPrefixOf(secret),
        secretHash: hashOfApiKeySecret(secret),
        scopes,
        createdBy: user.id,
        expiresAt: expiresAt ? new Date(expiresAt) : null,
      });
      return c.json({ key, secret }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/api-keys/{keyId}',
      operationId: 'revokeApiKey',
      summary: 'Revokes an API key: every later call with it is refused with 401 (admins)',
      ...signedIn,
      request: { params: workspacePathSchema.extend({ keyId: idSchema }) },
      responses: { 204: { description: 'Revoked' }, ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, keyId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, API_KEY_MANAGERS);
      if (!(await revokedApiKey(deps.db, workspaceId, keyId))) throw notFound('API key not found');
      return c.body(null, 204);
    },
  );

  return router;
}
