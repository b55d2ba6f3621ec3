import { useState } from 'react';
import { ApiError } from '@shared/api/client';
import { QUALITY_RULES, type QualityRule, RULE_LABELS } from '@shared/captions/quality-problems';
import { UNCERTAIN_CONFIDENCE } from '@shared/constants';
import type { FileAnalysis } from '@shared/schemas/file-analysis';
import { BarChartFigure } from '@/components/charts/bar-chart-figure';
import { PeriodForm } from '@/components/period-form';
import { Alert } from '@/components/ui/alert';
import { useFileAnalysis } from '../api/get-file-analysis';

const ENGAGEMENT = [
  { key: 'play', label: 'Plays' },
  { key: 'search', label: 'Searches' },
  { key: 'cue_click', label: 'Cue clicks' },
  { key: 'download', label: 'Downloads' },
  { key: 'correction', label: 'Corrections suggested' },
] as const;
const percent = (share: number) => `${Math.round(share * 100)}%`;
/** A rule's name in people's words; a key this admin does not know yet (a newer server) shows as it is. */
const ruleLabel = (rule: string) =>
  (QUALITY_RULES as readonly string[]).includes(rule) ? RULE_LABELS[rule as QualityRule] : rule;
const minute = (ms: number) => `${Math.floor(ms / 60_000)}:00`;

/** `files/:fileId/analysis`: caption quality of the source track, completeness per language, and embed engagement. */
export function FileAnalysisScreen({ workspaceId, fileId }: { workspaceId: string; fileId: string }) {
  const [range, setRange] = useState({ from: '', to: '' });
  const analysis = useFileAnalysis(workspaceId, fileId, range.from, range.to);

  return (
    <section className="space-y-6" aria-busy={analysis.isFetching ? true : undefined}>
      <PeriodForm idPrefix="file-analysis" period={range} onShow={setRange} />
      {analysis.isError ? (
        <Alert variant="destructive">
          The analysis could not be loaded.{' '}
          {analysis.error instanceof ApiError ? analysis.error.message : 'Check your connection and try again.'}
        </Alert>
      ) : analysis.data ? (
        <Figures analysis={analysis.data} />
      ) : (
        <p>Loading the analysis…</p>
      )}
    </section>
  );
}

/** Per machine-made track: how many of its words the engine was unsure of and nobody has checked since. */
function UncertainWordsTable({ quality }: { quality: FileAnalysis['quality'] }) {
  const machine = quality.filter((q) => q.uncertainWords !== null);
  if (machine.length === 0) return <p>No machine-made tracks, so no uncertain words to count.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-base font-semibold">
          Uncertain words (below {Math.round(UNCERTAIN_CONFIDENCE * 100)}% confidence, not yet corrected or confirmed)
        </caption>
        <thead>
          <tr className="border-b text-left">
            <th scope="col" className="py-1 pr-4 font-medium">
              Track
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-medium">
              Words
            </th>
            <th scope="col" className="py-1 pr-4 text-right font-medium">
              Uncertain
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {machine.map(({ trackId, language, kind, uncertainWords }) => (
            <tr key={trackId} className="border-b">
              <th scope="row" className="py-1 pr-4 text-left font-normal">
                {language} {kind}
              </th>
              <td className="py-1 pr-4 text-right tabular-nums">{uncertainWords!.words}</td>
              <td className="py-1 pr-4 text-right tabular-nums">{uncertainWords!.uncertain}</td>
              <td className="py-1 text-right tabular-nums">
                {uncertainWords!.words > 0
                  ? `${((uncertainWords!.uncertain / uncertainWords!.words) * 100).toFixed(1)}%`
                  : '–'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Figures({ analysis }: { analysis: FileAnalysis }) {
  const source = analysis.quality.find((q) => q.trackId === analysis.sourceTrackId);
  const engagementTotal = (key: (typeof ENGAGEMENT)[number]['key']) =>
    analysis.engagement.reduce((n, d) => n + d[key], 0);
  return (
    <>
      <h2 className="text-xl font-semibold">Quality</h2>
      {source ? (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            {[
              ['Source track', `${source.language} ${source.kind}, ${source.cueCount} cues`],
              ['Coverage', source.coverage === null ? 'Duration unknown' : percent(source.coverage)],
              ['Problems', String(Object.values(source.problems).reduce((a, b) => a + b, 0))],
            ].map(([label, value]) => (
              <div key={label} className="bg-card rounded-lg border p-4">
                <dt className="text-muted-foreground text-sm">{label}</dt>
                <dd className="text-2xl font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <BarChartFigure
              title="Reading speed per minute"
              summary={`Highest: ${Math.max(0, ...source.readingSpeed.map((b) => b.cps))} characters per second.`}
              data={source.readingSpeed.map((b) => ({ minute: minute(b.startMs), cps: b.cps, wpm: b.wpm }))}
              categoryKey="minute"
              categoryLabel="Minute"
              series={[
                { key: 'cps', label: 'Characters per second' },
                { key: 'wpm', label: 'Words per minute' },
              ]}
            />
            <BarChartFigure
              title="Line lengths"
              summary={`${source.lineLengths.reduce((n, b) => n + b.lines, 0)} lines.`}
              data={source.lineLengths.map((b) => ({
                length: b.to === null ? `${b.from}+` : `${b.from}–${b.to}`,
                lines: b.lines,
              }))}
              categoryKey="length"
              categoryLabel="Characters"
              series={[{ key: 'lines', label: 'Lines' }]}
            />
            <BarChartFigure
              title="Problems by rule"
              summary={
                Object.keys(source.problems).length === 0
                  ? 'No problems.'
                  : Object.entries(source.problems)
                      .map(([rule, n]) => `${ruleLabel(rule)} ${n}`)
                      .join(', ')
              }
              data={Object.entries(source.problems).map(([rule, problems]) => ({ rule: ruleLabel(rule), problems }))}
              categoryKey="rule"
              categoryLabel="Rule"
              series={[{ key: 'problems', label: 'Problems' }]}
            />
            <BarChartFigure
              title="Completeness per language"
              summary={analysis.quality.map((q) => `${q.language} ${q.kind} ${percent(q.completeness)}`).join(', ')}
              data={analysis.quality.map((q) => ({
                track: `${q.language} ${q.kind}`,
                completeness: Math.round(q.completeness * 100),
              }))}
              categoryKey="track"
              categoryLabel="Track"
              series={[{ key: 'completeness', label: 'Complete (%)' }]}
            />
          </div>
          <UncertainWordsTable quality={analysis.quality} />
        </>
      ) : (
        <p>No captions or subtitles yet.</p>
      )}
      <h2 className="text-xl font-semibold">Engagement</h2>
      <BarChartFigure
        title="Embed engagement per day"
        summary={ENGAGEMENT.map(({ key, label }) => `${label} ${engagementTotal(key)}`).join(', ')}
        data={analysis.engagement}
        categoryKey="date"
        categoryLabel="Day"
        series={ENGAGEMENT}
        stacked
      />
    </>
  );
}
