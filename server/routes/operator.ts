import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  type OperatorWorkspaceSort,
  operatorAuditQuerySchema,
  operatorAuditResponseSchema,
  operatorAuditEntrySchema,
  operatorGrantBodySchema,
  operatorGrantResponseSchema,
  operatorPlanBodySchema,
  operatorTypeBodySchema,
  operatorWorkspaceDetailSchema,
  operatorWorkspaceParamsSchema,
  operatorWorkspacesQuerySchema,
  operatorWorkspacesResponseSchema,
} from '@shared/schemas/operator';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { creditOfWorkspace } from '../db/queries/credit';
import { integrationsOfWorkspace } from '../db/queries/integrations';
import { jobsOfWorkspace } from '../db/queries/jobs';
import { membersOfWorkspace } from '../db/queries/members';
import { operatorGrant, operatorPlanChange, operatorTypeChange } from '../db/queries/operator-actions';
import { operatorAuditPage, recordedWorkspaceVisit } from '../db/queries/operator-audit';
import {
  type OperatorWorkspacePosition,
  operatorSortKeyType,
  operatorWorkspacePage,
  operatorWorkspaceRow,
} from '../db/queries/operator-workspaces';
import { planOfWorkspace } from '../db/queries/plans';
import { authedErrors, bearerSecurity, createRouter, jsonContent } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';
import { decodeCursor, encodeCursor } from './seq-cursor';

const json = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });
const RECENT = 20;

/** Operator calls answer 404 to everyone else, as if they did not exist (like another workspace's things). */
const operatorsOnly: MiddlewareHandler<AuthedEnv> = async (c, next) => {
  if (!c.get('user').isOperator) throw notFound();
  await next();
};

// The list's cursor: base64url of the sort it was made for and the last row's key and id.
const listCursorSchema = z.object({ s: z.string(), k: z.union([z.string().max(400), z.number()]), i: z.string() });

function decodeListCursor(sort: string, cursor: string | undefined): OperatorWorkspacePosition | null {
  if (cursor === undefined) return null;
  let parsed: z.infer<typeof listCursorSchema> | undefined;
  try {
    parsed = listCursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    parsed = undefined;
  }
  const field = sort.replace(/^-/, '') as OperatorWorkspaceSort;
  if (
    !parsed ||
    parsed.s !== sort ||
    typeof parsed.k !== operatorSortKeyType(field) ||
    parsed.k.toString().includes('\u0000')
  ) {
    throw new ApiHttpError(400, 'validation_error', 'cursor: Not a cursor of this list; start again without it', [
      { path: 'cursor', message: 'Not a cursor of this list', code: 'custom' },
    ]);
  }
  return { key: parsed.k, id: parsed.i };
}

/** The operator console: every workspace, grants, plan and type changes, each written to the audit log. */
export function operatorRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const operators = { security: bearerSecurity, middleware: [requireUser(deps), operatorsOnly] };

  router.openapi(
    createRoute({
      method: 'get',
      path: '/operator/workspaces',
      operationId: 'listOperatorWorkspaces',
      summary:
        'Every workspace with its counts, searchable and sortable, a page at a time (operators only; others 404)',
      description:
        '`sort` is one of name, created, members, files, balance, minutes, with a leading `-` for descending. Pass `nextCursor` back as `cursor` with the same `q` and `sort` for the next page.',
      ...operators,
      request: { query: operatorWorkspacesQuerySchema },
      responses: { 200: jsonContent(operatorWorkspacesResponseSchema, 'One page of workspaces'), ...authedErrors },
    }),
    async (c) => {
      const { q, sort, cursor, limit } = c.req.valid('query');
      const after = decodeListCursor(sort, cursor);
      const field = sort.replace(/^-/, '') as OperatorWorkspaceSort;
      const page = await operatorWorkspacePage(deps.db, {
        q,
        sort: field,
        descending: sort.startsWith('-'),
        after,
        limit,
      });
      const nextCursor = page.last
        ? Buffer.from(JSON.stringify({ s: sort, k: page.last.key, i: page.last.id })).toString('base64url')
        : null;
      return c.json({ workspaces: page.workspaces, nextCursor }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/operator/workspaces/{workspaceId}',
      operationId: 'getOperatorWorkspace',
      summary:
        'One workspace with its members, recent jobs, ledger entries and integrations (operators only; others 404)',
      ...operators,
      request: { params: operatorWorkspaceParamsSchema },
      responses: { 200: jsonContent(operatorWorkspaceDetailSchema, 'The workspace'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const row = await operatorWorkspaceRow(deps.db, workspaceId);
      if (!row) throw notFound('There is no such workspace');
      const [plan, members, recentJobs, credit, integrations] = await Promise.all([
        planOfWorkspace(deps.db, workspaceId),
        membersOfWorkspace(deps.db, workspaceId),
        jobsOfWorkspace(deps.db, workspaceId, undefined, RECENT),
        creditOfWorkspace(deps.db, workspaceId, { limit: RECENT }),
        integrationsOfWorkspace(deps.db, workspaceId),
      ]);
      return c.json(
        { workspace: { ...row, planId: plan.planId }, members, recentJobs, ledger: credit.entries, integrations },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/operator/workspaces/{workspaceId}/grants',
      operationId: 'grantOperatorMinutes',
      summary: 'Grants minutes through the ledger, with a reason; audited (operators only; others 404)',
      ...operators,
      request: { params: operatorWorkspaceParamsSchema, body: json(operatorGrantBodySchema) },
      responses: { 201: jsonContent(operatorGrantResponseSchema, 'The ledger entry and new balance'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const body = c.req.valid('json');
      const granted = await operatorGrant(deps.db, c.get('user'), { workspaceId, ...body });
      if (!granted) throw notFound('There is no such workspace');
      return c.json(granted, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/operator/workspaces/{workspaceId}/plan',
      operationId: 'changeOperatorPlan',
      summary: 'Changes the plan from the next month on, like an admin would; audited (operators only; others 404)',
      ...operators,
      request: { params: operatorWorkspaceParamsSchema, body: json(operatorPlanBodySchema) },
      responses: { 200: jsonContent(operatorAuditEntrySchema, 'The audit entry of the change'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const body = c.req.valid('json');
      const entry = await operatorPlanChange(deps.db, c.get('user'), { workspaceId, ...body });
      if (!entry) throw notFound('There is no such workspace');
      return c.json(entry, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/operator/workspaces/{workspaceId}/type',
      operationId: 'changeOperatorWorkspaceType',
      summary: "Changes the workspace's type at once; audited (operators only; others 404)",
      ...operators,
      request: { params: operatorWorkspaceParamsSchema, body: json(operatorTypeBodySchema) },
      responses: { 200: jsonContent(operatorAuditEntrySchema, 'The audit entry of the change'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const body = c.req.valid('json');
      const entry = await operatorTypeChange(deps.db, c.get('user'), { workspaceId, ...body });
      if (!entry) throw notFound('There is no such workspace');
      return c.json(entry, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/operator/workspaces/{workspaceId}/visits',
      operationId: 'recordOperatorVisit',
      summary:
        'Records that the operator opened a workspace they are not a member of ("Open as admin"); audited (operators only; others 404)',
      description:
        'One entry per operator and workspace an hour: within the hour the earlier entry is answered with 200 instead of a new one with 201.',
      ...operators,
      request: { params: operatorWorkspaceParamsSchema },
      responses: {
        201: jsonContent(operatorAuditEntrySchema, 'The new audit entry'),
        200: jsonContent(operatorAuditEntrySchema, 'The audit entry of a visit within the last hour'),
        ...authedErrors,
      },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      const visit = await recordedWorkspaceVisit(deps.db, c.get('user'), workspaceId);
      if (!visit) throw notFound('There is no such workspace');
      return visit.created ? c.json(visit.entry, 201) : c.json(visit.entry, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/operator/audit',
      operationId: 'listOperatorAudit',
      summary: "Operators' actions, newest first, by actor (id or email) or workspace (operators only; others 404)",
      ...operators,
      request: { query: operatorAuditQuerySchema },
      responses: { 200: jsonContent(operatorAuditResponseSchema, 'One page of the audit log'), ...authedErrors },
    }),
    async (c) => {
      const { cursor, actor, workspaceId, limit } = c.req.valid('query');
      const page = await operatorAuditPage(deps.db, { beforeSeq: decodeCursor(cursor), actor, workspaceId, limit });
      return c.json({ entries: page.entries, nextCursor: encodeCursor(page.lastSeq) }, 200);
    },
  );

  return router;
}
