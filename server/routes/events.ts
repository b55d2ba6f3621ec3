import { z } from 'zod';
import { idSchema } from '@shared/schemas/common';
import type { FileEvent, Job } from '@shared/schemas/jobs';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppDeps } from '../app-deps';
import type { AuthedEnv } from '../auth/current-user';
import { requireUserByBearerOrCookie } from '../auth/session-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { authedErrors, bearerSecurity, createRouter } from '../http/create-router';
import { ApiHttpError } from '../http/errors';
import type { WorkspaceEvent } from '../jobs/job-queue';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

const paramsSchema = z.object({ workspaceId: idSchema });

/**
 * `GET /workspaces/{workspaceId}/events`: Server-Sent Events for every member — `job` (the Job) when a job of the
 * workspace changes, `file` (`{ id, status }`) when a file's status does — from this process and every worker.
 */
export function eventsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  // A stream, not JSON: described for the OpenAPI document by hand, served by a plain route below.
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: '/workspaces/{workspaceId}/events',
    operationId: 'workspaceEvents',
    summary: "Server-Sent Events of the workspace's job and file status changes (bearer or the media session cookie)",
    security: bearerSecurity,
    request: { params: paramsSchema },
    responses: {
      200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } },
      ...authedErrors,
    },
  });
  router.get('/workspaces/:workspaceId/events', requireUserByBearerOrCookie(deps), async (c) => {
    const parsed = paramsSchema.safeParse({ workspaceId: c.req.param('workspaceId') });
    if (!parsed.success) throw new ApiHttpError(400, 'validation_error', 'workspaceId: not a valid id');
    const { workspaceId } = parsed.data;
    await requireWorkspaceRole(deps.db, c.get('user'), workspaceId);
    return eventStream(c, deps, workspaceId);
  });
  return router;
}

function eventStream(c: Context, deps: AppDeps, workspaceId: string) {
  // No buffering proxies between the worker's change and the admin's screen.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    // Writes go out one after another, in the order the changes arrived.
    let writing = Promise.resolve();
    const send = (event: WorkspaceEvent) => {
      const data: Job | FileEvent =
        event.type === 'job' ? event.job : ({ id: event.file.id, status: event.file.status } as FileEvent);
      writing = writing.then(() => stream.writeSSE({ event: event.type, data: JSON.stringify(data) })).catch(end);
    };
    const unsubscribe = deps.jobs.subscribe(workspaceId, send, end);
    const keepAlive = setInterval(() => {
      writing = writing.then(() => stream.write(': keep-alive\n\n')).then(() => {}, end);
    }, KEEP_ALIVE_MS);
    stream.onAbort(end);
    // Tells the client the stream is live, so a test (or the admin) knows changes from now on will arrive.
    await stream.write(': connected\n\n');
    await ended;
    clearInterval(keepAlive);
    unsubscribe();
  });
}
