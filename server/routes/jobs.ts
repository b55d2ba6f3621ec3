import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { FILE_MANAGERS } from '@shared/permissions/file';
import { idSchema } from '@shared/schemas/common';
import {
  jobListQuerySchema,
  jobSchema,
  workspaceFileParamsSchema,
  workspaceJobParamsSchema,
} from '@shared/schemas/jobs';
import type { AppDeps } from '../app-deps';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { jobOfWorkspace, jobsOfWorkspace } from '../db/queries/jobs';
import { fileStatusOf } from '../db/queries/media-processing';
import { authedErrors, bearerSecurity, conflictError, createRouter, jsonContent } from '../http/create-router';
import { conflict, notFound } from '../http/errors';

/** Jobs of a workspace: list, one, cancel; and the retry of a file's failed processing. */
export function jobsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/jobs',
      operationId: 'listJobs',
      summary: "The workspace's jobs, newest first (at most 100), optionally of one file",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: z.object({ workspaceId: idSchema }), query: jobListQuerySchema },
      responses: { 200: jsonContent(z.object({ jobs: z.array(jobSchema) }), 'Jobs'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { fileId } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      return c.json({ jobs: await jobsOfWorkspace(deps.db, workspaceId, fileId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/jobs/{jobId}',
      operationId: 'getJob',
      summary: "A job's state, progress, step, error and result",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspaceJobParamsSchema },
      responses: { 200: jsonContent(jobSchema, 'The job'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, jobId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
      const job = await jobOfWorkspace(deps.db, workspaceId, jobId);
      if (!job) throw notFound('Job not found');
      return c.json(job, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/jobs/{jobId}/cancel',
      operationId: 'cancelJob',
      summary: 'Cancels a queued or running job (admin, content-manager); 409 once it has ended',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspaceJobParamsSchema },
      responses: { 200: jsonContent(jobSchema, 'The cancelled job'), ...authedErrors, ...conflictError },
    }),
    async (c) => {
      const { workspaceId, jobId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_MANAGERS);
      const cancelled = await deps.jobs.cancel(workspaceId, jobId);
      if (cancelled) return c.json(cancelled, 200);
      const job = await jobOfWorkspace(deps.db, workspaceId, jobId);
      if (!job) throw notFound('Job not found');
      throw conflict(`The job has already ended (${job.state})`);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/files/{fileId}/retry',
      operationId: 'retryFileProcessing',
      summary: "Runs a failed file's processing again (admin, content-manager); 409 unless the file failed",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: workspaceFileParamsSchema },
      responses: {
        202: jsonContent(z.object({ job: jobSchema }), 'The new processing job'),
        ...authedErrors,
        ...conflictError,
      },
    }),
    async (c) => {
      const { workspaceId, fileId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, FILE_MANAGERS);
      const status = await fileStatusOf(deps.db, workspaceId, fileId);
      if (status === null) throw notFound('File not found');
      if (status !== 'failed')
        throw conflict(`Only a file whose processing failed can be retried; this one is ${status}`);
      return c.json({ job: await deps.jobs.startMediaProcessing(workspaceId, fileId) }, 202);
    },
  );

  return router;
}
