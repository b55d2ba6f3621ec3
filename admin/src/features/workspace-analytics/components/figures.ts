import { ANALYTICS_JOB_KINDS, type AnalyticsDay } from '@shared/schemas/analytics';
import { toCsv } from '@shared/csv';

export const JOB_KIND_LABELS: Record<(typeof ANALYTICS_JOB_KINDS)[number], string> = {
  transcribe: 'Transcription',
  align: 'Alignment',
  translate: 'Translation',
  describe: 'Audio description',
  voiceover: 'Voiceover',
  describe_analysis: 'Describability analysis',
  described_audio: 'Described audio',
  extended_video: 'Extended video',
};

type JobKind = (typeof ANALYTICS_JOB_KINDS)[number];
/**
 * The chart's series: one per kind, but the audio description work (writing, analysis and both renders) as one,
 * so there are no more series than the palette has distinct colours. The summary and CSV keep every kind.
 */
export const MINUTE_SERIES: readonly { key: string; label: string; kinds: readonly JobKind[] }[] = [
  { key: 'transcribe', label: 'Transcription', kinds: ['transcribe'] },
  { key: 'align', label: 'Alignment', kinds: ['align'] },
  { key: 'translate', label: 'Translation', kinds: ['translate'] },
  {
    key: 'audioDescription',
    label: 'Audio description (all its work)',
    kinds: ['describe', 'describe_analysis', 'described_audio', 'extended_video'],
  },
  { key: 'voiceover', label: 'Voiceover', kinds: ['voiceover'] },
];

const COUNTERS = [
  ['filesAdded', 'Files added'],
  ['correctionsReceived', 'Corrections received'],
  ['correctionsHandled', 'Corrections handled'],
  ['requestsReceived', 'Requests received'],
  ['requestsHandled', 'Requests handled'],
] as const;
export type Counter = (typeof COUNTERS)[number][0];
export const COUNTER_LABELS = Object.fromEntries(COUNTERS) as Record<Counter, string>;

/** Flat rows for the charts and their tables: the day, minutes per series, then each counter. */
export function chartRows(days: readonly AnalyticsDay[]) {
  return days.map((day) => ({
    date: day.date,
    ...Object.fromEntries(
      MINUTE_SERIES.map(({ key, kinds }) => [key, kinds.reduce((sum, kind) => sum + day.minutes[kind], 0)]),
    ),
    ...Object.fromEntries(COUNTERS.map(([k]) => [k, day[k]])),
  }));
}

export function totals(days: readonly AnalyticsDay[]) {
  const minutes = Object.fromEntries(
    ANALYTICS_JOB_KINDS.map((kind) => [kind, days.reduce((sum, d) => sum + d.minutes[kind], 0)]),
  ) as Record<JobKind, number>;
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
