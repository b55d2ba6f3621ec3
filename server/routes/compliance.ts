import { createRoute, z } from '@hono/zod-openapi';
import { criteriaOfTarget } from '@shared/compliance/criteria';
import { COMPLIANCE_MANAGERS, COMPLIANCE_READERS, COMPLIANCE_POLICY_SETTERS } from '@shared/permissions/compliance';
import {
  complianceAssetPathSchema,
  compliancePathSchema,
  complianceSummaryQuerySchema,
  complianceSummarySchema,
  attestationPathSchema,
  complianceAttestationSchema,
  complianceExceptionSchema,
  complianceReportSchema,
  complianceSettingsBodySchema,
  complianceSettingsSchema,
  evidenceVerificationSchema,
  listComplianceAssetsQuerySchema,
  listComplianceAssetsResponseSchema,
  recordAttestationBodySchema,
  recordExceptionBodySchema,
  setAssetFactsBodySchema,
} from '@shared/schemas/compliance';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { complianceReportCsv } from '../compliance/report-csv';
import { complianceReportHtml } from '../compliance/report-html';
import { REPORT_HTML_CSP } from '../compliance/report-html-style';
import { declaredAssetFacts } from '../db/queries/compliance-asset-facts';
import { recordedAttestation, withdrawnAttestation } from '../db/queries/compliance-attestations';
import { recordedException, removedException } from '../db/queries/compliance-exceptions';
import { complianceReport } from '../db/queries/compliance-report';
import { complianceTargetSet } from '../db/queries/compliance-target';
import { workspaceNameOf } from '../db/queries/members';
import { userActor } from '../db/queries/compliance-changes';
import {
  allComplianceAssets,
  complianceAssetsPage,
  complianceSummary,
  evidenceVerification,
} from '../db/queries/compliance-read';
import { authedErrors, bearerSecurity, createRouter, internalError, jsonContent } from '../http/create-router';
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
      method: 'patch',
      path: '/workspaces/{workspaceId}/compliance/settings',
      operationId: 'setComplianceSettings',
      summary: "Sets the workspace's WCAG target: A, AA (the default) or AAA (admin)",
      description:
        'Every asset is judged against the new target at once; the change is one evidence entry with how many ' +
        "assets' statuses moved. Setting the current target again changes nothing.",
      ...signedIn,
      request: {
        params: compliancePathSchema,
        body: { content: { 'application/json': { schema: complianceSettingsBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(complianceSettingsSchema, 'The settings now'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { target } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, COMPLIANCE_POLICY_SETTERS);
      await complianceTargetSet(deps.db, workspaceId, target, userActor(user));
      return c.json({ target }, 200);
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
      method: 'post',
      path: '/workspaces/{workspaceId}/compliance/assets/{assetId}/attestations',
      operationId: 'recordComplianceAttestation',
      summary: 'Attests that audio description (1.2.3 or 1.2.5) is not needed, with a reason (admin, content-manager)',
      description:
        'The reason comes from a fixed list and may settle other criteria too (docs/compliance.md). Replaces an ' +
        "earlier attestation of the same criterion; recorded with who and when in the asset's evidence.",
      ...signedIn,
      request: {
        params: complianceAssetPathSchema,
        body: { content: { 'application/json': { schema: recordAttestationBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(z.object({ attestation: complianceAttestationSchema }), 'Recorded and judged again'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const { workspaceId, assetId } = c.req.valid('param');
      const { criterion, reason } = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, COMPLIANCE_MANAGERS);
      const attestation = await recordedAttestation(
        deps.db,
        workspaceId,
        assetId,
        { criterion, reason },
        userActor(user),
      );
      if (!attestation) throw notFound('Asset not found');
      return c.json({ attestation }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/compliance/assets/{assetId}/attestations/{criterion}',
      operationId: 'withdrawComplianceAttestation',
      summary: "Withdraws an asset's attestation of a criterion (admin, content-manager)",
      description: 'The criterion is judged again from the media; the withdrawal is logged in the evidence.',
      ...signedIn,
      request: { params: attestationPathSchema },
      responses: { 204: { description: 'Withdrawn and judged again' }, ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, assetId, criterion } = c.req.valid('param');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, COMPLIANCE_MANAGERS);
      if (!(await withdrawnAttestation(deps.db, workspaceId, assetId, criterion, userActor(user)))) {
        throw notFound('No such attestation');
      }
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/workspaces/{workspaceId}/compliance/assets/{assetId}/exception',
      operationId: 'recordComplianceException',
      summary: 'Records why an asset is exempt from the target: archived, pre-existing document, third party (admin)',
      description:
        'The asset is still judged but counts as exempt, not failing (docs/compliance.md). `archived` needs the ' +
        "rule's four tests confirmed. Replaces an earlier exception; recorded with who and when in the evidence.",
      ...signedIn,
      request: {
        params: complianceAssetPathSchema,
        body: { content: { 'application/json': { schema: recordExceptionBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(z.object({ exception: complianceExceptionSchema }), 'Recorded and judged again'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const { workspaceId, assetId } = c.req.valid('param');
      const body = c.req.valid('json');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, COMPLIANCE_POLICY_SETTERS);
      const exception = await recordedException(deps.db, workspaceId, assetId, body, userActor(user));
      if (!exception) throw notFound('Asset not found');
      return c.json({ exception }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/workspaces/{workspaceId}/compliance/assets/{assetId}/exception',
      operationId: 'removeComplianceException',
      summary: "Removes an asset's exception, so it counts against the target again (admin)",
      description: 'The removal is logged in the evidence.',
      ...signedIn,
      request: { params: complianceAssetPathSchema },
      responses: { 204: { description: 'Removed and judged again' }, ...authedErrors },
    }),
    async (c) => {
      const { workspaceId, assetId } = c.req.valid('param');
      const user = c.get('user');
      await requireWorkspaceRole(deps.db, user, workspaceId, COMPLIANCE_POLICY_SETTERS);
      if (!(await removedException(deps.db, workspaceId, assetId, userActor(user)))) {
        throw notFound('No such exception');
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

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/compliance/report.json',
      operationId: 'getComplianceReportJson',
      summary:
        'The CSV report as JSON, with the target, totals, exceptions, attestations and the evidence chain (members)',
      description:
        "Dated (`generatedAt`), with the chain's head hash and its verification. JSON Schema: " +
        '`GET /api/compliance/report.schema.json`.',
      ...signedIn,
      request: { params: compliancePathSchema },
      responses: { 200: jsonContent(complianceReportSchema, 'The report'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_READERS);
      const report = await complianceReport(deps.db, workspaceId);
      c.header(
        'Content-Disposition',
        `attachment; filename="compliance-${workspaceId}-${report.generatedAt.slice(0, 10)}.json"`,
      );
      return c.json(report, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/compliance/report.html',
      operationId: 'getComplianceReportHtml',
      summary: 'The JSON report as a printable, self-contained HTML document for auditors (members)',
      description:
        "Workspace, target, date, totals, the method, every asset with each criterion's status and evidence, " +
        "exceptions, attestations and the evidence chain's head and verification. Inline CSS with a print " +
        'stylesheet (Print → PDF); no scripts.',
      ...signedIn,
      request: { params: compliancePathSchema },
      responses: {
        200: { description: 'The report', content: { 'text/html': { schema: z.string() } } },
        ...authedErrors,
      },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, COMPLIANCE_READERS);
      const report = await complianceReport(deps.db, workspaceId);
      const name = (await workspaceNameOf(deps.db, workspaceId)) ?? workspaceId;
      return c.body(complianceReportHtml(report, name), 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': REPORT_HTML_CSP,
        'Content-Disposition': `inline; filename="compliance-${workspaceId}-${report.generatedAt.slice(0, 10)}.html"`,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      });
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/compliance/report.schema.json',
      operationId: 'getComplianceReportSchema',
      summary: 'The JSON Schema (draft 2020-12) of the JSON compliance report (anyone)',
      security: [],
      responses: { 200: jsonContent(z.record(z.string(), z.unknown()), 'The schema'), ...internalError },
    }),
    (c) => c.json(REPORT_JSON_SCHEMA, 200),
  );

  return router;
}

const REPORT_JSON_SCHEMA: Record<string, unknown> = {
  title: 'Media Access compliance report',
  ...z.toJSONSchema(complianceReportSchema, { io: 'output' }),
};
