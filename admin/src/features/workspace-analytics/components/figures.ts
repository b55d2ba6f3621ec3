import { ANALYTICS_JOB_KINDS, type AnalyticsDay } from '@shared/schemas/analytics';
import { toCsv } from '@shared/csv';

export const JOB_KIND_LABELS: Record<(typeof ANALYTICS_JOB_KINDS)[number], string> = {
  transcribe: 'Transcription',
  align: 'Alignment',
  translate: 'Translation',
  describe: 'Audio description',
  voiceover: 'Voiceover',
};

const COUNTERS = [
  ['filesAdded', 'Files added'],
  ['correctionsReceived', 'Corrections received'],
  ['correctionsHandled', 'Corrections handled'],
  ['requestsReceived', 'Requests received'],
  ['requestsHandled', 'Requests handled'],
] as const;
export type Counter = (typeof COUNTERS)[number][0];
export const COUNTER_LABELS = Object.fromEntries(COUNTERS) as Record<Counter, string>;

/** Flat rows for the charts and their tables: the day, minutes per kind, then each counter. */
export function chartRows(days: readonly AnalyticsDay[]) {
  return days.map((day) => ({
    date: day.date,
    ...day.minutes,
    ...Object.fromEntries(COUNTERS.map(([k]) => [k, day[k]])),
  }));
}

export function totals(days: readonly AnalyticsDay[]) {
  const minutes = Object.fromEntries(
    ANALYTICS_JOB_KINDS.map((kind) => [kind, days.reduce((sum, d) => sum + d.minutes[kind], 0)]),
  ) as Record<(typeof ANALYTICS_JOB_KINDS)[number], number>;
  const counts = Object.fromEntries(COUNTERS.map(([k]) => [k, days.reduce((sum, d) => sum + d[k], 0)])) as Record<
    Counter,
    number
  >;
  return { minutes, counts };
}

/** One row per day, every figure a column. */
export function analyticsCsv(days: readonly AnalyticsDay[]): string {
  return toCsv(
    ['date', ...ANALYTICS_JOB_KINDS.map((k) => `minutes_${k}`), ...COUNTERS.map(([k]) => k)],
    days.map((d) => [d.date, ...ANALYTICS_JOB_KINDS.map((k) => d.minutes[k]), ...COUNTERS.map(([k]) => d[k])]),
  );
}
