import type { ComplianceSummary } from '@shared/schemas/compliance';
import { LineChartFigure } from '@/components/charts/line-chart-figure';

type HistoryDay = ComplianceSummary['history'][number];
type Row = { day: string; conforming: number; exempt: number; failing: number };

// Palette colours (chart-palette.ts) that carry the meaning: green conforming, blue exempt, orange failing.
const SERIES = [
  { key: 'conforming', label: 'Conforming', colour: 1 },
  { key: 'exempt', label: 'Exempt', colour: 0 },
  { key: 'failing', label: 'Failing', colour: 2 },
];

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const rowOf = (d: HistoryDay, day = d.day): Row => ({
  day,
  conforming: d.conforming,
  exempt: d.exempt,
  failing: d.assets - d.conforming - d.exempt,
});

/**
 * One row a day from the first day in the history to `today`: the history holds only the days that changed, and
 * each day between kept the state of the day before.
 */
function dailyRows(history: readonly HistoryDay[], today: string): Row[] {
  const rows: Row[] = [];
  history.forEach((d, i) => {
    const until = history[i + 1]?.day ?? nextDay(today);
    for (let day = d.day; day < until; day = nextDay(day)) rows.push(rowOf(d, day));
  });
  return rows;
}

const counts = (r: Row) => `${r.conforming} conforming, ${r.exempt} exempt, ${r.failing} failing`;

/** What the chart shows, in one or two sentences. */
function summaryOf(rows: Row[], history: readonly HistoryDay[]): string {
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const changes = history.filter((d, i) => i > 0 && d.target !== history[i - 1]!.target);
  const targets = changes.map((d) => ` The target changed to Level ${d.target} on ${d.day}.`).join('');
  if (rows.length === 1) {
    return `Only one day so far (${first.day}): ${counts(first)}. The chart gains a point a day.${targets}`;
  }
  const move = (key: keyof Omit<Row, 'day'>, label: string) =>
    first[key] === last[key] ? `${label} ${last[key]}` : `${label} ${first[key]} → ${last[key]}`;
  return `Since ${first.day}: ${move('conforming', 'conforming')}, ${move('exempt', 'exempt')}, ${move('failing', 'failing')}.${targets}`;
}

/** Conforming, exempt and failing assets a day over the summary's history, with the numbers as a table. */
export function ComplianceProgress({
  history,
  today = new Date().toISOString().slice(0, 10),
}: {
  history: readonly HistoryDay[];
  /** The last day to show (UTC), the days since the last change keeping its figures. */
  today?: string;
}) {
  const rows = dailyRows(history, today);
  if (rows.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        No change in the period yet, so there is no progress to chart: the figures above are today’s.
      </p>
    );
  }
  return (
    <LineChartFigure
      title="Progress over time"
      summary={summaryOf(rows, history)}
      data={rows}
      categoryKey="day"
      categoryLabel="Day (UTC)"
      series={SERIES}
      height={240}
    />
  );
}
