import { createRoute } from '@hono/zod-openapi';
import { COMPLIANCE_READERS, COMPLIANCE_SCANNERS } from '@shared/permissions/compliance';
import { compliancePathSchema } from '@shared/schemas/compliance';
import { platformSyncResponseSchema, startPlatformSyncBodySchema } from '@shared/schemas/compliance-platform-sync';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { latestSync, registerPlatformSyncJob, startedSync } from '../compliance/platform-sync/sync-job';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { conflict } from '../http/errors';
import type { AppDeps } from '../app-deps';

/** The platform inventory: every item of the workspace's connected platforms as an asset (issue 29). */
export function compliancePlatformSyncRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };
  registerPlatformSyncJob(deps);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/compliance/platform-sync',
      operationId: 'startCompliancePlatformSync',
      summary: "Lists the connected platforms' items into the ledger (admin, content-manager)",
      description:
        'Runs as a job: pages through each connected platform that can be browsed and makes every item an asset ' +
        '(source: the platform) with its title, link, duration and the captions the platform lists; an item ' +
        'imported into the library stays its file’s asset. A sync already queued or running is answered instead ' +
        'of a second. 409 when no connected platform can be listed. Poll `GET …/compliance/platform-sync`.',
      ...signedIn,
      request: {
        params: compliancePathSchema,
        body: { content: { 'application/json': { schema: startPlatformSyncBodySchema } }, required: false },
      },
      responses: { 202: jsonContent(platformSyncResponseSchema, 'The sync, queued or running'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const body = c.req.valid('json');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_SCANNERS);
      const sync = await startedSync(deps, workspaceId, body?.platforms);
      if (!sync) throw conflict('No connected platform can be listed: connect one under Integrations');
      return c.json({ sync }, 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/compliance/platform-sync',
      operationId: 'getCompliancePlatformSync',
      summary: "The workspace's latest platform sync with its progress and each platform's outcome (members)",
      ...signedIn,
      request: { params: compliancePathSchema },
      responses: { 200: jsonContent(platformSyncResponseSchema, 'The latest sync, or null'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_READERS);
      return c.json({ sync: await latestSync(deps.db, workspaceId) }, 200);
    },
  );

  return router;
}
