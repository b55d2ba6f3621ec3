// Caption quality checks against common guidelines.
import type { Track } from './model';

export interface Guideline {
  name: string;
  maxCharsPerLine: number;
  maxLinesPerCue: number;
  maxCharsPerSecond: number;
  minDurationMs: number;
  maxDurationMs: number;
  /** Gaps shorter than this (but above zero) flicker; 0 disables the check. */
  minGapMs: number;
}

export const GUIDELINES = {
  /** CEA-608 broadcast: 32 columns, up to 4 rows. */
  broadcast32: {
    name: '32-char broadcast',
    maxCharsPerLine: 32,
    maxLinesPerCue: 4,
    maxCharsPerSecond: 20,
    minDurationMs: 1000,
    maxDurationMs: 7000,
    minGapMs: 67,
  },
  /** Common streaming guideline (e.g. 42 characters per line, 2 lines). */
  chars42: {
    name: '42 chars/line',
    maxCharsPerLine: 42,
    maxLinesPerCue: 2,
    maxCharsPerSecond: 20,
    minDurationMs: 833,
    maxDurationMs: 7000,
    minGapMs: 83,
  },
  /** Reading speed for adult programming at 17 characters per second. */
  cps17: {
    name: '17 CPS',
    maxCharsPerLine: 42,
    maxLinesPerCue: 2,
    maxCharsPerSecond: 17,
    minDurationMs: 833,
    maxDurationMs: 7000,
    minGapMs: 83,
  },
  /** Faster reading speed of 20 characters per second. */
  cps20: {
    name: '20 CPS',
    maxCharsPerLine: 42,
    maxLinesPerCue: 2,
    maxCharsPerSecond: 20,
    minDurationMs: 833,
    maxDurationMs: 7000,
    minGapMs: 83,
  },
} satisfies Record<string, Guideline>;

export type QualityIssueKind =
  'line-length' | 'line-count' | 'cps' | 'too-short' | 'too-long' | 'overlap' | 'gap' | 'empty';

export interface QualityIssue {
  /** Index into track.cues. */
  cue: number;
  kind: QualityIssueKind;
  message: string;
}

/** Checks every cue (and each pair of neighbours) against the guideline. */
export function checkQuality(track: Track, guideline: Guideline = GUIDELINES.chars42): QualityIssue[] {
  const issues: QualityIssue[] = [];
  track.cues.forEach((cue, i) => {
    const lines = (cue.speaker ? `${cue.speaker}: ${cue.text}` : cue.text).split('\n');
    const chars = lines.reduce((n, l) => n + [...l].length, 0);
    const duration = cue.endMs - cue.startMs;
    if (chars === 0) issues.push({ cue: i, kind: 'empty', message: 'cue has no text' });
    lines.forEach((l, n) => {
      const len = [...l].length;
      if (len > guideline.maxCharsPerLine)
        issues.push({
          cue: i,
          kind: 'line-length',
          message: `line ${n + 1} has ${len} characters (max ${guideline.maxCharsPerLine})`,
        });
    });
    if (lines.length > guideline.maxLinesPerCue)
      issues.push({ cue: i, kind: 'line-count', message: `${lines.length} lines (max ${guideline.maxLinesPerCue})` });
    if (duration > 0) {
      const cps = chars / (duration / 1000);
      if (cps > guideline.maxCharsPerSecond)
        issues.push({
          cue: i,
          kind: 'cps',
          message: `${cps.toFixed(1)} characters per second (max ${guideline.maxCharsPerSecond})`,
        });
    }
    if (duration < guideline.minDurationMs)
      issues.push({ cue: i, kind: 'too-short', message: `shown for ${duration} ms (min ${guideline.minDurationMs})` });
    if (duration > guideline.maxDurationMs)
      issues.push({ cue: i, kind: 'too-long', message: `shown for ${duration} ms (max ${guideline.maxDurationMs})` });
    const next = track.cues[i + 1];
    if (next) {
      const gap = next.startMs - cue.endMs;
      if (gap < 0) issues.push({ cue: i, kind: 'overlap', message: `overlaps the next cue by ${-gap} ms` });
      else if (gap > 0 && gap < guideline.minGapMs)
        issues.push({
          cue: i,
          kind: 'gap',
          message: `gap of ${gap} ms before the next cue (min ${guideline.minGapMs})`,
        });
    }
  });
  return issues;
}
