import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cn } from '@/lib/utils';
import { ChartDataTable } from './chart-data-table';
import { chartPaletteClass, seriesColor } from './chart-palette';
import type { ChartSeries } from './chart-series';

const axisTick = { fill: 'currentColor', fontSize: 12 };

export interface BarChartFigureProps<Row extends Record<string, string | number>> {
  title: string;
  /** One sentence a person would say about the chart; read before the chart and the table. */
  summary: string;
  data: readonly Row[];
  categoryKey: keyof Row & string;
  categoryLabel: string;
  series: readonly ChartSeries[];
  /** Several series on one bar each (e.g. kinds per day). */
  stacked?: boolean;
  /** Bars along the vertical axis, for long category names (workspaces, files). */
  horizontal?: boolean;
  height?: number;
}

/**
 * A bar chart in a `<figure>` with its title, a one-sentence summary and the numbers as a table (under
 * "Data table"). The drawing itself is hidden from assistive technology: the table says the same.
 */
export function BarChartFigure<Row extends Record<string, string | number>>({
  title,
  summary,
  data,
  categoryKey,
  categoryLabel,
  series,
  stacked = false,
  horizontal = false,
  height = 280,
}: BarChartFigureProps<Row>) {
  const titleId = useId();
  const category = { dataKey: String(categoryKey), tick: axisTick, stroke: 'currentColor' };
  const value = { allowDecimals: false, tick: axisTick, stroke: 'currentColor' };
  return (
    <figure aria-labelledby={titleId} className={cn('bg-card rounded-lg border p-4', chartPaletteClass)}>
      <figcaption>
        <span id={titleId} className="block font-semibold">
          {title}
        </span>
        <span className="text-muted-foreground block text-sm">{summary}</span>
      </figcaption>
      {data.length === 0 ? null : (
        <div aria-hidden="true" className="text-foreground mt-3" style={{ height }}>
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={[...data]} layout={horizontal ? 'vertical' : 'horizontal'} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
              {horizontal ? (
                <>
                  <XAxis type="number" {...value} />
                  <YAxis type="category" width={140} {...category} />
                </>
              ) : (
                <>
                  <XAxis {...category} />
                  <YAxis {...value} />
                </>
              )}
              <Tooltip
                contentStyle={{ background: 'var(--background)', borderColor: 'var(--border)' }}
                cursor={{ fill: 'var(--muted)' }}
              />
              {series.length > 1 ? <Legend /> : null}
              {series.map((s, i) => (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.label}
                  fill={seriesColor(s.colour ?? i)}
                  stackId={stacked ? 'stack' : undefined}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
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
