import { createRoute } from '@hono/zod-openapi';
import { COMPLIANCE_READERS, COMPLIANCE_SCANNERS } from '@shared/permissions/compliance';
import { compliancePathSchema } from '@shared/schemas/compliance';
import {
  complianceScanPathSchema,
  complianceScanSchema,
  listComplianceScansResponseSchema,
  scanScheduleResponseSchema,
  startScanBodySchema,
} from '@shared/schemas/compliance-scans';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { registerWebScanJob, startedScan } from '../compliance/web-scan/scan-job';
import { scheduleDeleted, scheduleOfWorkspace } from '../db/queries/compliance-scan-schedules';
import { recentScans, scanOfWorkspace } from '../db/queries/compliance-scans';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

/** Scans of web pages for media, found media becoming the ledger's assets (issue 29; docs/compliance.md). */
export function complianceScansRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };
  registerWebScanJob(deps);

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/compliance/scans',
      operationId: 'startComplianceScan',
      summary: 'Scans web pages or sitemaps for media and adds what they offer to the ledger (admin, content-manager)',
      description:
        'Runs as a job: at most 500 pages, only on the sites of the addresses given, robots.txt honoured, same-site ' +
        'links followed `depth` deep. Each video, audio, platform embed or link and our own embed found becomes an ' +
        'asset (or, for our embeds and imported platform items, is the library file’s asset) with the tracks and ' +
        'transcript link the page offers. Poll `GET …/scans/{scanId}` for progress and failed pages. With ' +
        '`repeat: "weekly"` the same scan runs again every week (`GET …/compliance/scan-schedule`).',
      ...signedIn,
      request: {
        params: compliancePathSchema,
        body: { content: { 'application/json': { schema: startScanBodySchema } }, required: true },
      },
      responses: { 202: jsonContent(complianceScanSchema, 'The scan, queued'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, COMPLIANCE_SCANNERS);
      return c.json(await startedScan(deps, workspaceId, body, user.id), 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/compliance/scans',
      operationId: 'listComplianceScans',
      summary: "The workspace's latest 20 scans, newest first (members)",
      ...signedIn,
      request: { params: compliancePathSchema },
      responses: { 200: jsonContent(listComplianceScansResponseSchema, 'The scans'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_READERS);
      return c.json({ scans: await recentScans(deps.db, workspaceId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/compliance/scans/{scanId}',
      operationId: 'getComplianceScan',
      summary: "A scan's state, progress and the pages it could not scan, with why (members)",
      ...signedIn,
      request: { params: complianceScanPathSchema },
      responses: { 200: jsonContent(complianceScanSchema, 'The scan'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, scanId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_READERS);
      const scan = await scanOfWorkspace(deps.db, workspaceId, scanId);
      if (!scan) throw notFound('Scan not found');
      return c.json(scan, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/compliance/scan-schedule',
      operationId: 'getComplianceScanSchedule',
      summary: "The workspace's weekly scan, or null when it has none (members)",
      description: 'A scan started with `repeat: "weekly"` runs again every week at the same time until stopped.',
      ...signedIn,
      request: { params: compliancePathSchema },
      responses: { 200: jsonContent(scanScheduleResponseSchema, 'The weekly scan'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_READERS);
      return c.json({ schedule: await scheduleOfWorkspace(deps.db, workspaceId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/compliance/scan-schedule',
      operationId: 'deleteComplianceScanSchedule',
      summary: "Stops the workspace's weekly scan; scans already made stay (admin, content-manager)",
      ...signedIn,
      request: { params: compliancePathSchema },
      responses: { 204: { description: 'Stopped' }, ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_SCANNERS);
      if (!(await scheduleDeleted(deps.db, workspaceId))) throw notFound('This workspace has no weekly scan');
      return c.body(null, 204);
    },
  );

  return router;
}
