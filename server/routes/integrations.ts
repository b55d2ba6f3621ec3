import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { SETTINGS_MANAGERS } from '@shared/permissions/workspace';
import {
  anyConnectIntegrationBodySchema,
  connectIntegrationBodySchema,
  integrationPathSchema,
  integrationSchema,
  listIntegrationsResponseSchema,
} from '@shared/schemas/integrations';
import { workspacePathSchema } from '@shared/schemas/members';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { connectedIntegration, disconnectedIntegration, integrationsOfWorkspace } from '../db/queries/integrations';
import { authedErrors, bearerSecurity, createRouter, errorContent, jsonContent } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import { credentialsContext } from '../integrations/credentials-cipher';
import type { AppDeps } from '../app-deps';

/** The same 400 the routers' validation gives, for the per-platform check the route schema cannot express. */
function validationError(error: z.ZodError): ApiHttpError {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code }));
  const first = issues[0]!;
  return new ApiHttpError(400, 'validation_error', `${first.path}: ${first.message}`, issues);
}

/** Connecting platforms: credentials are stored encrypted and never answered back. */
export function integrationsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/integrations',
      operationId: 'listIntegrations',
      summary: 'The connected platforms, without their credentials (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspacePathSchema },
      responses: { 200: jsonContent(listIntegrationsResponseSchema, 'Connected platforms'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SETTINGS_MANAGERS);
      return c.json({ integrations: await integrationsOfWorkspace(deps.db, workspaceId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/workspaces/{workspaceId}/integrations/{platformType}',
      operationId: 'connectIntegration',
      summary: 'Connects a platform with its credentials (encrypted at rest), or replaces them (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: integrationPathSchema,
        body: { content: { 'application/json': { schema: anyConnectIntegrationBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(z.object({ integration: integrationSchema }), 'The connection'),
        ...authedErrors,
        503: errorContent('The server has no INTEGRATIONS_KEY'),
      },
    }),
    async (c) => {
      const { workspaceId, platformType } = c.req.valid('param');
      const parsed = connectIntegrationBodySchema(platformType).safeParse(c.req.valid('json'));
      if (!parsed.success) throw validationError(parsed.error);
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, SETTINGS_MANAGERS);
      if (!deps.integrationsCipher) {
        throw new ApiHttpError(
          503,
          'unavailable',
          'Integrations cannot be connected yet: the server needs INTEGRATIONS_KEY to store credentials safely',
        );
      }
      const encryptedCredentials = deps.integrationsCipher.encrypt(
        JSON.stringify(parsed.data.credentials),
        credentialsContext(workspaceId, platformType),
      );
      const integration = await connectedIntegration(deps.db, {
        workspaceId,
        platformType,
        encryptedCredentials,
        connectedBy: user.id,
      });
      return c.json({ integration }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/integrations/{platformType}',
      operationId: 'disconnectIntegration',
      summary: 'Disconnects a platform and forgets its credentials (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: integrationPathSchema },
      responses: { 204: { description: 'Done' }, ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, platformType } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, SETTINGS_MANAGERS);
      if (!(await disconnectedIntegration(deps.db, workspaceId, platformType))) {
        throw notFound('This platform is not connected');
      }
      return c.body(null, 204);
    },
  );

  return router;
}
