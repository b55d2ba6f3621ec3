import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '@shared/api/client';
import { ANALYTICS_JOB_KINDS, type AnalyticsResponse } from '@shared/schemas/analytics';
import { BarChartFigure } from '@/components/charts/bar-chart-figure';
import { PeriodForm } from '@/components/period-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { downloadCsv } from '@/lib/csv';
import { useWorkspaceAnalytics } from '../api/get-workspace-analytics';
import { analyticsCsv, chartRows, COUNTER_LABELS, JOB_KIND_LABELS, MINUTE_SERIES, totals } from './figures';

const minuteSeries = MINUTE_SERIES.map(({ key, label }) => ({ key, label }));
const series = (...keys: (keyof typeof COUNTER_LABELS)[]) => keys.map((key) => ({ key, label: COUNTER_LABELS[key] }));

/** `settings/analytics`: the workspace's figures over a period, as charts with their tables, and as CSV. */
export function WorkspaceAnalyticsScreen() {
  const { workspaceId = '' } = useParams();
  const [range, setRange] = useState({ from: '', to: '' });
  const analytics = useWorkspaceAnalytics(workspaceId, range.from, range.to);

  return (
    <section className="mx-auto max-w-5xl space-y-6" aria-busy={analytics.isFetching ? true : undefined}>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">Analytics</h1>
        <p className="text-muted-foreground">
          What this workspace did over a period, per day (UTC). Without dates: the last 30 days.
        </p>
      </div>
      <PeriodForm idPrefix="analytics" period={range} onShow={setRange}>
        <Button
          type="button"
          variant="outline"
          disabled={!analytics.data}
          onClick={() =>
            analytics.data &&
            downloadCsv(
              `analytics-${workspaceId}-${analytics.data.from}-${analytics.data.to}.csv`,
              analyticsCsv(analytics.data.days),
            )
          }
        >
          Export CSV
        </Button>
      </PeriodForm>
      {analytics.isError ? (
        <Alert variant="destructive">
          The figures could not be loaded.{' '}
          {analytics.error instanceof ApiError ? analytics.error.message : 'Check your connection and try again.'}
        </Alert>
      ) : analytics.data ? (
        <Figures analytics={analytics.data} />
      ) : (
        <p>Loading the figures…</p>
      )}
    </section>
  );
}

function Figures({ analytics }: { analytics: AnalyticsResponse }) {
  const rows = chartRows(analytics.days);
  const { minutes, counts } = totals(analytics.days);
  const totalMinutes = Object.values(minutes).reduce((a, b) => a + b, 0);
  const byKind = ANALYTICS_JOB_KINDS.filter((k) => minutes[k] > 0)
    .map((k) => `${JOB_KIND_LABELS[k]} ${minutes[k]}`)
    .join(', ');
  return (
    <>
      <p>
        {analytics.from} to {analytics.to}.
      </p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          ['Minutes processed', totalMinutes],
          ['Files added', counts.filesAdded],
          ['Corrections handled', `${counts.correctionsHandled} of ${counts.correctionsReceived} received`],
          ['Requests handled', `${counts.requestsHandled} of ${counts.requestsReceived} received`],
        ].map(([label, value]) => (
          <div key={label} className="bg-card rounded-lg border p-4">
            <dt className="text-muted-foreground text-sm">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <BarChartFigure
        title="Minutes processed by kind"
        summary={
          totalMinutes === 0
            ? 'No minutes processed in this period.'
            : `${totalMinutes} ${totalMinutes === 1 ? 'minute' : 'minutes'}: ${byKind}.`
        }
        data={rows}
        categoryKey="date"
        categoryLabel="Day"
        series={minuteSeries}
        stacked
      />
      <BarChartFigure
        title="Files added"
        summary={`${counts.filesAdded} files added.`}
        data={rows}
        categoryKey="date"
        categoryLabel="Day"
        series={series('filesAdded')}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChartFigure
          title="Corrections"
          summary={`${counts.correctionsReceived} received, ${counts.correctionsHandled} handled.`}
          data={rows}
          categoryKey="date"
          categoryLabel="Day"
          series={series('correctionsReceived', 'correctionsHandled')}
        />
        <BarChartFigure
          title="Requests"
          summary={`${counts.requestsReceived} received, ${counts.requestsHandled} handled.`}
          data={rows}
          categoryKey="date"
          categoryLabel="Day"
          series={series('requestsReceived', 'requestsHandled')}
        />
      </div>
      <section aria-labelledby="embed-figures-title" className="bg-card rounded-lg border p-4">
        <h2 id="embed-figures-title" className="font-semibold">
          Embed plays, searches, cue clicks, downloads and corrections
        </h2>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
          {EMBED_FIGURES.map(([key, label]) => (
            <div key={key}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold">{analytics.embed[key]}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

/** The embed beacon's totals, in the order the SDK docs list them. */
const EMBED_FIGURES = [
  ['plays', 'Plays'],
  ['searches', 'Searches'],
  ['cueClicks', 'Cue clicks'],
  ['downloads', 'Downloads'],
  ['corrections', 'Corrections suggested'],
] as const;
