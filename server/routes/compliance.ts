import { createRoute, z } from '@hono/zod-openapi';
import { criteriaOfTarget } from '@shared/compliance/criteria';
import { COMPLIANCE_MANAGERS, COMPLIANCE_READERS } from '@shared/permissions/compliance';
import {
  complianceAssetPathSchema,
  compliancePathSchema,
  complianceSummaryQuerySchema,
  complianceSummarySchema,
  evidenceVerificationSchema,
  listComplianceAssetsQuerySchema,
  listComplianceAssetsResponseSchema,
  setAssetFactsBodySchema,
} from '@shared/schemas/compliance';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { complianceReportCsv } from '../compliance/report-csv';
import { declaredAssetFacts } from '../db/queries/compliance-asset-facts';
import { userActor } from '../db/queries/compliance-changes';
import {
  allComplianceAssets,
  complianceAssetsPage,
  complianceSummary,
  evidenceVerification,
} from '../db/queries/compliance-read';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

/** The compliance ledger (issue 29; docs/compliance.md): totals, assets, facts, evidence, reports. */
export function complianceRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const signedIn = { security: bearerSecurity, middleware: [requireUser(deps)] };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/compliance',
      operationId: 'getComplianceSummary',
      summary: "The workspace's WCAG target and its assets' totals by status, criterion and source (members)",
      ...signedIn,
      request: { params: compliancePathSchema, query: complianceSummaryQuerySchema },
      responses: { 200: jsonContent(complianceSummarySchema, 'The summary'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { days } = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_READERS);
      return c.json(await complianceSummary(deps.db, workspaceId, days), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/compliance/assets',
      operationId: 'listComplianceAssets',
      summary: 'Assets with their criteria and evidence, highest priority first, filtered and paged (members)',
      ...signedIn,
      request: { params: compliancePathSchema, query: listComplianceAssetsQuerySchema },
      responses: { 200: jsonContent(listComplianceAssetsResponseSchema, 'One page of assets'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const query = c.req.valid('query');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_READERS);
      const page = await complianceAssetsPage(deps.db, workspaceId, query);
      if (!page) throw new ApiHttpError(400, 'validation_error', 'cursor: Not a cursor this call gave');
      return c.json(page, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/workspaces/{workspaceId}/compliance/assets/{assetId}',
      operationId: 'setComplianceAssetFacts',
      summary: 'Declares what the media is: sound, picture, live, spoken language (admin, content-manager)',
      description: 'For media the server cannot probe; logged in the evidence with who declared what.',
      ...signedIn,
      request: {
        params: complianceAssetPathSchema,
        body: { content: { 'application/json': { schema: setAssetFactsBodySchema } }, required: true },
      },
      responses: { 204: { description: 'Declared and judged again' }, ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, assetId } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, COMPLIANCE_MANAGERS);
      if (!(await declaredAssetFacts(deps.db, workspaceId, assetId, body, userActor(user)))) {
        throw notFound('Asset not found');
      }
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/compliance/evidence/verify',
      operationId: 'verifyComplianceEvidence',
      summary: 'Recomputes the evidence hash chain and names the first broken entry (members)',
      ...signedIn,
      request: { params: compliancePathSchema },
      responses: { 200: jsonContent(evidenceVerificationSchema, 'The verification'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_READERS);
      return c.json(await evidenceVerification(deps.db, workspaceId), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/compliance/report.csv',
      operationId: 'getComplianceReportCsv',
      summary: "Every asset and each of the target's criteria with its status and evidence, as CSV (members)",
      ...signedIn,
      request: { params: compliancePathSchema },
      responses: {
        200: { description: 'The report (RFC 4180)', content: { 'text/csv': { schema: z.string() } } },
        ...authedErrors,
      },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_READERS);
      const summary = await complianceSummary(deps.db, workspaceId, 1);
      const csv = complianceReportCsv(
        await allComplianceAssets(deps.db, workspaceId),
        criteriaOfTarget(summary.target),
      );
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="compliance-${workspaceId}-${day}.csv"`,
      });
    },
  );

  return router;
}
