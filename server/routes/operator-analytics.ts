import { createRoute, z } from '@hono/zod-openapi';
import { toCsv } from '@shared/csv';
import {
  ANALYTICS_MAX_DAYS,
  mediaRequestAnalyticsQuerySchema,
  mediaRequestAnalyticsSchema,
} from '@shared/schemas/review';
import { type AuthedEnv, requireUser } from '../auth/current-user';
import { type AnalyticsCsvRow, mediaRequestAnalytics, mediaRequestRows } from '../db/queries/media-request-analytics';
import { authedErrors, bearerSecurity, createRouter } from '../http/create-router';
import { ApiHttpError, notFound } from '../http/errors';
import type { AppDeps } from '../app-deps';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The UTC days asked for (default: the last 30 including today), both inclusive. */
function rangeOf(query: { from?: string; to?: string }) {
  const to = query.to ? new Date(`${query.to}T00:00:00Z`) : new Date(`${day(new Date())}T00:00:00Z`);
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(to.getTime() - (DEFAULT_DAYS - 1) * DAY_MS);
  const days = (to.getTime() - from.getTime()) / DAY_MS + 1;
  if (days < 1) throw new ApiHttpError(400, 'validation_error', 'from: Must not be after to');
  if (days > ANALYTICS_MAX_DAYS) {
    throw new ApiHttpError(400, 'validation_error', `to: At most ${ANALYTICS_MAX_DAYS} days at once`);
  }
  return { from, to: new Date(to.getTime() + DAY_MS), fromDay: day(from), toDay: day(to) };
}

const CSV_HEADER = [
  'id',
  'created_at',
  'workspace_id',
  'workspace_name',
  'file_id',
  'file_name',
  'kind',
  'language',
  'status',
  'fulfilled_at',
  'hours_to_fulfil',
];

function analyticsCsv(rows: AnalyticsCsvRow[]): string {
  return toCsv(
    CSV_HEADER,
    rows.map((r) => [
      r.id,
      r.createdAt.toISOString(),
      r.workspaceId,
      r.workspaceName,
      r.fileId,
      r.fileName,
      r.kind,
      r.language,
      r.status,
      r.fulfilledAt?.toISOString() ?? null,
      r.fulfilledAt ? ((r.fulfilledAt.getTime() - r.createdAt.getTime()) / 3_600_000).toFixed(2) : null,
    ]),
  );
}

export function operatorAnalyticsRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/operator/media_requests/analytics',
      operationId: 'getMediaRequestAnalytics',
      summary:
        'Accessibility requests across all workspaces: by day and kind, workspace, status, median time to fulfil, top files (operators only; others 404)',
      description:
        'Days are UTC and both inclusive (default: the last 30 days). `format=csv` or `Accept: text/csv` answers one row per request instead (no requester addresses).',
      security: bearerSecurity,
      middleware: [requireUser(deps)],
      request: { query: mediaRequestAnalyticsQuerySchema },
      responses: {
        200: {
          content: {
            'application/json': { schema: mediaRequestAnalyticsSchema },
            'text/csv': { schema: z.string() },
          },
          description: 'The figures, or the rows as CSV',
        },
        ...authedErrors,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (!c.get('user').isOperator) throw notFound();
      const range = rangeOf(query);
      const wantsCsv = query.format === 'csv' || (!query.format && /\btext\/csv\b/i.test(c.req.header('Accept') ?? ''));
      if (wantsCsv) {
        const csv = analyticsCsv(await mediaRequestRows(deps.db, range));
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="media-requests-${range.fromDay}-to-${range.toDay}.csv"`,
        });
      }
      const figures = await mediaRequestAnalytics(deps.db, range);
      return c.json({ from: range.fromDay, to: range.toDay, ...figures }, 200);
    },
  );

  return router;
}
