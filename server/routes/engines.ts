import { createRoute } from '@hono/zod-openapi';
import { enginesResponseSchema } from '@shared/schemas/engines';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { defaultEngineRuntime } from '../engines/registry';
import { engineStatus } from '../engines/status';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import type { AppDeps } from '../app-deps';

/** `GET /engines`: which providers can run on this server, for any signed-in user (the admin shows them). */
export function enginesRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const engines = deps.engines ?? defaultEngineRuntime();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/engines',
      operationId: 'listEngines',
      summary: 'Transcription, alignment, translation and voice providers on this server, and why any is unavailable',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      responses: { 200: jsonContent(enginesResponseSchema, 'The providers per capability'), ...authedErrors },
    }),
    (c) => c.json({ engines: engineStatus(engines.list, engines.settings) }, 200),
  );
  return router;
}
