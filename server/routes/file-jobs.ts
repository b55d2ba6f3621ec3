import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { ENGINE_JOB_ORDERERS } from '@shared/permissions/credit';
import { orderJobBodySchema, orderJobParamsSchema } from '@shared/schemas/engines';
import { jobSchema } from '@shared/schemas/jobs';
import type { AuthedEnv } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { orderedEngineJob } from '../engines/jobs/order-engine-job';
import { registerEngineJobs } from '../engines/jobs/register';
import { defaultEngineRuntime } from '../engines/registry';
import { idempotencyErrors, idempotentWrite } from '../idempotency/idempotent-write';
import { authedErrors, conflictError, createRouter, errorContent, jsonContent } from '../http/create-router';
import type { AppDeps } from '../app-deps';

/** Ordering machine work on a file: the provider is chosen, minutes are debited and the job is queued at once. */
export function fileJobsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const engines = deps.engines ?? defaultEngineRuntime();
  registerEngineJobs(deps.jobs, engines);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/files/{fileId}/jobs',
      operationId: 'orderFileJob',
      summary:
        'Orders transcription, alignment, translation, audio description, voiceover or a describability analysis of a file, paid in minutes',
      ...idempotentWrite(deps),
      request: {
        params: orderJobParamsSchema,
        body: { content: { 'application/json': { schema: orderJobBodySchema } }, required: true },
      },
      responses: {
        202: jsonContent(z.object({ job: jobSchema }), 'The queued job; its result will be `{ trackId, … }`'),
        ...authedErrors,
        402: errorContent(
          'insufficient_credit: the balance does not cover the cost (details: the shortfall, the free minutes and the admins to ask)',
        ),
        ...conflictError,
        ...idempotencyErrors,
        503: errorContent('engine_unavailable: no installed or configured engine can do this'),
      },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, ENGINE_JOB_ORDERERS);
      const job = await orderedEngineJob(deps, engines, { workspaceId, fileId, body, user });
      return c.json({ job }, 202);
    },
  );
  return router;
}
