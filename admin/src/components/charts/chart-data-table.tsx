import type { ChartSeries } from './chart-series';

/** The chart's numbers as a table under a "Data table" disclosure: the accessible alternative, and exact values. */
export function ChartDataTable<Row extends Record<string, string | number>>({
  caption,
  data,
  categoryKey,
  categoryLabel,
  series,
}: {
  caption: string;
  data: readonly Row[];
  categoryKey: keyof Row & string;
  categoryLabel: string;
  series: readonly ChartSeries[];
}) {
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-medium">Data table</summary>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="py-1 pr-4 font-semibold">
              {categoryLabel}
            </th>
            {series.map((s) => (
              <th key={s.key} scope="col" className="py-1 pr-4 text-right font-semibold">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={String(row[categoryKey])} className="border-b last:border-0">
              <th scope="row" className="py-1 pr-4 font-normal">
                {row[categoryKey]}
              </th>
              {series.map((s) => (
                <td key={s.key} className="py-1 pr-4 text-right tabular-nums">
                  {row[s.key] ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
