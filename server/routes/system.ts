import { createRoute } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { clientConfigSchema, type ClientConfig } from '@shared/schemas/client-config';
import { createRouter, internalError, jsonContent } from '../http/create-router';

export function systemRouter(clientConfig: ClientConfig) {
  const router = createRouter<Env>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/warmup',
      operationId: 'warmup',
      summary: 'Wakes the API host; does no work',
      security: [],
      responses: { 204: { description: 'Awake' }, ...internalError },
    }),
    (c) => {
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/client-config',
      operationId: 'getClientConfig',
      summary: 'Deployment settings the admin app needs at boot',
      security: [],
      responses: { 200: jsonContent(clientConfigSchema, 'Client configuration'), ...internalError },
    }),
    (c) => {
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(clientConfig, 200);
    },
  );

  return router;
}
