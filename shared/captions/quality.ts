// Caption quality checks of whole tracks against named guidelines (the analysis page and segmentation tests).
import type { CaptionRules } from '../schemas/settings';
import type { Track } from './model';
import { forEachProblem, type QualityRule } from './quality-problems';

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

export type QualityIssueKind = QualityRule;

export interface QualityIssue {
  /** Index into track.cues. */
  cue: number;
  kind: QualityIssueKind;
  message: string;
}

/** A guideline as the editor's caption rules, so both run the one rule set in quality-problems.ts. */
const rulesOfGuideline = (g: Guideline): CaptionRules => ({
  maxCharsPerLine: g.maxCharsPerLine,
  maxLines: g.maxLinesPerCue,
  maxCps: g.maxCharsPerSecond,
  minDurationMs: g.minDurationMs,
  maxDurationMs: g.maxDurationMs,
  minGapMs: g.minGapMs,
});

/** Checks every cue (and each pair of neighbours) against the guideline. */
export function checkQuality(track: Track, guideline: Guideline = GUIDELINES.chars42): QualityIssue[] {
  const issues: QualityIssue[] = [];
  forEachProblem(track.cues, rulesOfGuideline(guideline), (cue, kind, message) => issues.push({ cue, kind, message }));
  return issues;
}
