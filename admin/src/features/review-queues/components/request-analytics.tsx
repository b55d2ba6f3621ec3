import { useState } from 'react';
import { MEDIA_REQUEST_KINDS } from '@shared/constants';
import type { MediaRequestAnalytics } from '@shared/schemas/review';
import { BarChartFigure } from '@/components/charts/bar-chart-figure';
import { PeriodForm } from '@/components/period-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDownloadRequestAnalyticsCsv } from '../api/download-request-analytics-csv';
import { useRequestAnalytics } from '../api/get-request-analytics';
import { formatSpan, REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS } from '../labels';
import { describeError } from './describe-error';

const kindSeries = MEDIA_REQUEST_KINDS.map((kind) => ({ key: kind, label: REQUEST_KIND_LABELS[kind] }));
const countSeries = [{ key: 'count', label: 'Requests' }];

/** One row per day with a column per kind, for the stacked chart and its table. */
function byDay(analytics: MediaRequestAnalytics) {
  const rows = new Map<string, Record<string, string | number>>();
  for (const { day, kind, count } of analytics.byDayAndKind) {
    const row = rows.get(day) ?? { day, ...Object.fromEntries(MEDIA_REQUEST_KINDS.map((k) => [k, 0])) };
    row[kind] = count;
    rows.set(day, row);
  }
  return [...rows.values()].sort((a, b) => String(a.day).localeCompare(String(b.day)));
}

const most = <T extends { count: number }>(items: readonly T[], name: (item: T) => string) =>
  items.length === 0 ? 'none' : `${name(items[0]!)} (${items[0]!.count})`;

/** `/operator/media-requests/analytics`: accessibility requests across every workspace in a date range. */
export function RequestAnalytics() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const analytics = useRequestAnalytics(range);
  const csv = useDownloadRequestAnalyticsCsv();

  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-semibold">Request analytics</h1>
      <PeriodForm
        idPrefix="analytics"
        label="Date range"
        period={{ from: range.from ?? '', to: range.to ?? '' }}
        onShow={({ from, to }) => setRange({ from: from || undefined, to: to || undefined })}
      >
        <Button type="button" variant="outline" disabled={csv.isPending} onClick={() => csv.mutate(range)}>
          Export CSV
        </Button>
      </PeriodForm>
      {csv.isError ? <Alert variant="destructive">{csv.error.message}</Alert> : null}
      {analytics.isPending ? (
        <p aria-busy="true">Loading the figures…</p>
      ) : analytics.isError ? (
        <Alert variant="destructive">The figures could not be loaded. {describeError(analytics.error)}</Alert>
      ) : (
        <Figures analytics={analytics.data} />
      )}
    </section>
  );
}

function Figures({ analytics }: { analytics: MediaRequestAnalytics }) {
  const days = byDay(analytics);
  const statuses = analytics.byStatus.map((s) => ({ status: REQUEST_STATUS_LABELS[s.status], count: s.count }));
  const workspaces = analytics.byWorkspace.map((w) => ({ workspace: w.workspaceName, count: w.count }));
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="bg-card rounded-lg border p-4">
          <dt className="text-muted-foreground text-sm">Requests</dt>
          <dd className="text-2xl font-semibold">{analytics.total}</dd>
        </div>
        <div className="bg-card rounded-lg border p-4">
          <dt className="text-muted-foreground text-sm">Median time to fulfil</dt>
          <dd className="text-2xl font-semibold">
            {analytics.medianTimeToFulfilMs === null ? 'none fulfilled' : formatSpan(analytics.medianTimeToFulfilMs)}
          </dd>
        </div>
        <div className="bg-card rounded-lg border p-4">
          <dt className="text-muted-foreground text-sm">Days</dt>
          <dd className="text-2xl font-semibold">
            {analytics.from} to {analytics.to}
          </dd>
        </div>
      </dl>
      <BarChartFigure
        title="Requests by day and kind"
        summary={`${analytics.total} requests on ${days.length} days with any.`}
        data={days}
        categoryKey="day"
        categoryLabel="Day"
        series={kindSeries}
        stacked
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChartFigure
          title="Requests by workspace"
          summary={`Most: ${most(analytics.byWorkspace, (w) => w.workspaceName)}.`}
          data={workspaces}
          categoryKey="workspace"
          categoryLabel="Workspace"
          series={countSeries}
          horizontal
        />
        <BarChartFigure
          title="Requests by status"
          summary={statuses.map((s) => `${s.status}: ${s.count}`).join(', ') || 'No requests.'}
          data={statuses}
          categoryKey="status"
          categoryLabel="Status"
          series={countSeries}
        />
      </div>
      <section aria-labelledby="top-files-title">
        <h2 id="top-files-title" className="mb-2 text-lg font-semibold">
          Files with the most requests
        </h2>
        {analytics.topFiles.length === 0 ? (
          <p>No requests in this range.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-4">
                  File
                </th>
                <th scope="col" className="py-1 pr-4">
                  Workspace
                </th>
                <th scope="col" className="py-1 text-right">
                  Requests
                </th>
              </tr>
            </thead>
            <tbody>
              {analytics.topFiles.map((file) => (
                <tr key={`${file.workspaceId}/${file.fileId}`} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {file.fileName}
                  </th>
                  <td className="py-1 pr-4">{file.workspaceId}</td>
                  <td className="py-1 text-right tabular-nums">{file.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
