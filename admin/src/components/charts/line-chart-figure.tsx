import { useId } from 'react';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cn } from '@/lib/utils';
import { ChartDataTable } from './chart-data-table';
import { chartPaletteClass, seriesColor } from './chart-palette';
import type { ChartSeries } from './chart-series';

const axisTick = { fill: 'currentColor', fontSize: 12 };

/** Each series' line pattern and point shape, so the lines differ without their colours (WCAG 1.4.1). */
const DASHES = ['', '8 4', '2 4', '12 4 2 4'];
const MARKERS = ['circle', 'square', 'triangle', 'diamond'] as const;
type MarkerShape = (typeof MARKERS)[number];
/** Around this many points carry a marker; more would crowd a long series. */
const MARKED_POINTS = 15;

const seriesStyle = (s: ChartSeries, i: number) => ({
  color: seriesColor(s.colour ?? i),
  dash: DASHES[i % DASHES.length]!,
  marker: MARKERS[i % MARKERS.length]!,
});

function Marker({ shape, x, y, color }: { shape: MarkerShape; x: number; y: number; color: string }) {
  const r = 4.5;
  const common = { fill: color, stroke: 'var(--background)', strokeWidth: 1 };
  if (shape === 'circle') return <circle cx={x} cy={y} r={r} {...common} />;
  if (shape === 'square') return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} {...common} />;
  const points =
    shape === 'triangle'
      ? [
          [x, y - r - 1],
          [x + r + 1, y + r],
          [x - r - 1, y + r],
        ]
      : [
          [x, y - r - 1],
          [x + r + 1, y],
          [x, y + r + 1],
          [x - r - 1, y],
        ];
  return <polygon points={points.map((p) => p.join(',')).join(' ')} {...common} />;
}

export interface LineChartFigureProps<Row extends Record<string, string | number>> {
  title: string;
  /** One sentence a person would say about the chart; read before the chart and the table. */
  summary: string;
  data: readonly Row[];
  categoryKey: keyof Row & string;
  categoryLabel: string;
  series: readonly ChartSeries[];
  height?: number;
}

/**
 * A line chart over a category (usually days) in a `<figure>` with its title, a one-sentence summary and the
 * numbers as a table (under "Data table"). Lines differ by colour, dash pattern and point shape, shown in the
 * legend; the drawing itself is hidden from assistive technology: the table says the same.
 */
export function LineChartFigure<Row extends Record<string, string | number>>({
  title,
  summary,
  data,
  categoryKey,
  categoryLabel,
  series,
  height = 280,
}: LineChartFigureProps<Row>) {
  const titleId = useId();
  const step = Math.max(1, Math.ceil(data.length / MARKED_POINTS));
  const marked = (index: number) => index % step === 0 || index === data.length - 1;
  return (
    <figure aria-labelledby={titleId} className={cn('bg-card rounded-lg border p-4', chartPaletteClass)}>
      <figcaption>
        <span id={titleId} className="block font-semibold">
          {title}
        </span>
        <span className="text-muted-foreground block text-sm">{summary}</span>
      </figcaption>
      {data.length === 0 ? null : (
        <div aria-hidden="true" className="text-foreground mt-3">
          <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {series.map((s, i) => {
              const style = seriesStyle(s, i);
              return (
                <li key={s.key} className="inline-flex items-center gap-1.5" data-series={s.key}>
                  <svg width="32" height="12" viewBox="0 0 32 12">
                    <line
                      x1="1"
                      y1="6"
                      x2="31"
                      y2="6"
                      stroke={style.color}
                      strokeWidth="2.5"
                      strokeDasharray={style.dash || undefined}
                    />
                    <Marker shape={style.marker} x={16} y={6} color={style.color} />
                  </svg>
                  {s.label}
                </li>
              );
            })}
          </ul>
          <div style={{ height }}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={[...data]} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis dataKey={String(categoryKey)} tick={axisTick} stroke="currentColor" minTickGap={16} />
                <YAxis allowDecimals={false} tick={axisTick} stroke="currentColor" />
                <Tooltip
                  contentStyle={{ background: 'var(--background)', borderColor: 'var(--border)' }}
                  cursor={{ stroke: 'var(--muted-foreground)' }}
                />
                {series.map((s, i) => {
                  const style = seriesStyle(s, i);
                  return (
                    <Line
                      key={s.key}
                      type="linear"
                      dataKey={s.key}
                      name={s.label}
                      stroke={style.color}
                      strokeWidth={2.5}
                      strokeDasharray={style.dash || undefined}
                      isAnimationActive={false}
                      dot={({ cx, cy, index }: { cx?: number; cy?: number; index?: number }) =>
                        cx === undefined || cy === undefined || index === undefined || !marked(index) ? (
                          <g key={`${s.key}-${index}`} />
                        ) : (
                          <Marker key={`${s.key}-${index}`} shape={style.marker} x={cx} y={cy} color={style.color} />
                        )
                      }
                      activeDot={{ r: 5, fill: style.color, stroke: 'var(--background)' }}
                    />
                  );
                })}
              </LineChart>
            </ResponsiveContainer>
          </div>
        </div>
      )}
      <ChartDataTable
        caption={title}
        data={data}
        categoryKey={categoryKey}
        categoryLabel={categoryLabel}
        series={series}
      />
    </figure>
  );
}
