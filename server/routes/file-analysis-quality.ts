import { checkQuality, type Guideline } from '@shared/captions/quality';
import { type CueWord, uncertainCount } from '@shared/captions/confidence/confidence';
import { forEachGuardProblem, type GuardedTrack } from '@shared/captions/hallucination';
import type { CaptionRules } from '@shared/schemas/settings';
import type { TrackQuality } from '@shared/schemas/file-analysis';

interface TimedCue {
  startMs: number;
  endMs: number;
  text: string;
  speaker?: string | null;
  /** The engine's words while they still spell the cue (machine cues nobody changed or confirmed). */
  words?: CueWord[];
}

const BUCKET_MS = 60_000;
const LINE_BUCKET = 10;
const LINE_BUCKETS = 6;

/** The workspace's caption rules as the quality checker's guideline, so analysis and editor count alike. */
export const guidelineOf = (rules: CaptionRules): Guideline => ({
  name: 'workspace',
  maxCharsPerLine: rules.maxCharsPerLine,
  maxLinesPerCue: rules.maxLines,
  maxCharsPerSecond: rules.maxCps,
  minDurationMs: rules.minDurationMs,
  maxDurationMs: rules.maxDurationMs,
  minGapMs: rules.minGapMs,
});

/** Total milliseconds inside at least one cue (overlaps counted once). */
export function coveredMs(cues: readonly TimedCue[]): number {
  const spans = cues.map((c) => [c.startMs, c.endMs] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [start, stop] of spans) {
    if (stop <= end) continue;
    total += stop - Math.max(start, end);
    end = stop;
  }
  return total;
}

/** Milliseconds of `a` also inside some cue of `b`. */
function overlapMs(a: readonly TimedCue[], b: readonly TimedCue[]): number {
  return coveredMs(a) + coveredMs(b) - coveredMs([...a, ...b]);
}

/**
 * One track's figures; `source` is the track completeness is measured against. A machine track's problems include
 * the hallucination guards', counted as the editor shows them.
 */
export function trackQuality(
  header: { id: string; language: string; kind: string },
  cues: readonly TimedCue[],
  source: readonly TimedCue[],
  durationMs: number | null,
  guideline: Guideline,
  guarded: GuardedTrack,
): TrackQuality {
  const buckets = new Map<number, { chars: number; words: number; ms: number }>();
  const lineCounts = Array.from({ length: LINE_BUCKETS }, () => 0);
  for (const cue of cues) {
    const lines = cue.text.split('\n');
    const key = Math.floor(cue.startMs / BUCKET_MS) * BUCKET_MS;
    const bucket = buckets.get(key) ?? { chars: 0, words: 0, ms: 0 };
    bucket.chars += lines.reduce((n, l) => n + [...l].length, 0);
    bucket.words += cue.text.split(/\s+/).filter(Boolean).length;
    bucket.ms += Math.max(0, cue.endMs - cue.startMs);
    buckets.set(key, bucket);
    for (const line of lines) lineCounts[Math.min(LINE_BUCKETS - 1, Math.floor([...line].length / LINE_BUCKET))]! += 1;
  }
  const problems: Record<string, number> = {};
  const track = { cues: cues.map((c) => ({ ...c, speaker: c.speaker ?? undefined })) };
  const count = (rule: string) => (problems[rule] = (problems[rule] ?? 0) + 1);
  for (const issue of checkQuality(track, guideline)) count(issue.kind);
  forEachGuardProblem(cues, guarded, (_, rule) => count(rule));
  const sourceMs = coveredMs(source);
  const wordCount = cues.reduce((n, c) => n + c.text.split(/\s+/).filter(Boolean).length, 0);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    trackId: header.id,
    language: header.language,
    kind: header.kind,
    cueCount: cues.length,
    readingSpeed: [...buckets.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([startMs, b]) => ({
        startMs,
        cps: b.ms > 0 ? round(b.chars / (b.ms / 1000)) : 0,
        wpm: b.ms > 0 ? round(b.words / (b.ms / 60_000)) : 0,
      })),
    lineLengths: lineCounts.map((lines, i) => ({
      from: i * LINE_BUCKET,
      to: i === LINE_BUCKETS - 1 ? null : i * LINE_BUCKET + LINE_BUCKET - 1,
      lines,
    })),
    problems,
    coverage: durationMs ? round(Math.min(1, coveredMs(cues) / durationMs)) : null,
    // Only tracks an engine made (some cue still has its words) have a share; people's text has none to report.
    uncertainWords: cues.some((c) => c.words)
      ? { words: wordCount, uncertain: cues.reduce((n, c) => n + uncertainCount(c.words), 0) }
      : null,
    completeness: sourceMs > 0 ? round(Math.min(1, overlapMs(source, cues) / sourceMs)) : cues.length > 0 ? 1 : 0,
  };
}
