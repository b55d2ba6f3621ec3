// The caption quality rules: one pass over the cues finds every problem and the one-click fix for it.
import type { CaptionRules } from '../schemas/settings';
import { fixLabel, planFix } from './quality-fixes';
import { cueCps, isEmptyCue, lineLengths, type QualityCue, unbalancedTags } from './quality-text';

/** Each rule a cue can break; the analysis page counts problems by these names. */
export const QUALITY_RULES = [
  'line-length',
  'line-count',
  'cps',
  'too-short',
  'too-long',
  'gap',
  'overlap',
  'empty',
  'unbalanced-tags',
  // The hallucination guards of machine-made tracks (hallucination.ts).
  'repetition',
  'compression-ratio',
  'outside-speech',
  // Audio descriptions (shared/describability/description-problems.ts).
  'speech-overlap',
  'too-long-for-gap',
  'present-tense',
  'we-see',
  'name-people',
] as const;
export type QualityRule = (typeof QUALITY_RULES)[number];

/** What each rule is called in lists and counts. */
export const RULE_LABELS: Record<QualityRule, string> = {
  'line-length': 'Line too long',
  'line-count': 'Too many lines',
  cps: 'Reading speed too fast',
  'too-short': 'Shown too briefly',
  'too-long': 'Shown too long',
  gap: 'Gap too small',
  overlap: 'Overlap',
  empty: 'Empty caption',
  'unbalanced-tags': 'Unbalanced tags',
  repetition: 'Repetition loop',
  'compression-ratio': 'Repetitive text',
  'outside-speech': 'Text without speech',
  'speech-overlap': 'Over speech',
  'too-long-for-gap': 'Too long for its gap',
  'present-tense': 'Not in the present tense',
  'we-see': '"We see"',
  'name-people': 'Person not named',
};

/** The one-click fixes (quality-fixes.ts); each leaves the cue passing its rule and never adds an overlap. */
export type FixId =
  | 'fit-cps'
  | 'close-gap'
  | 'rebalance-lines'
  | 'extend-duration'
  | 'split-cue'
  | 'shorten-duration'
  | 'fix-overlap'
  | 'close-tags'
  | 'delete-cue'
  | 'remove-repeats'
  | 'make-extended'
  | 'remove-we-see';

/** A cue with an id: the editor's cues (`Cue` of shared/schemas/embed) fit. */
export interface IdentifiedCue extends QualityCue {
  id: string;
}

export interface CaptionProblem {
  cueId: string;
  /** 1-based position of the cue when checked ("Cue N"). */
  cueNumber: number;
  rule: QualityRule;
  message: string;
  /** The fix that makes this cue pass the rule, or null when none can without a person's judgement. */
  fix: FixId | null;
  /** What the fix does, to name its button ("Fit cue 4 to 17 characters per second"); null without a fix. */
  fixLabel: string | null;
  /** The guideline the rule comes from, linked beside the message (the description style hints cite theirs). */
  source?: { title: string; url: string };
}

const seconds = (ms: number) => `${Math.round(ms) / 1000} s`;

/**
 * Whether one measure of a cue breaks its rule: the tests the problems below and the editor's live measures of the
 * selected cue share, so the two never disagree.
 */
export const breaks = {
  lineLength: (characters: number, rules: CaptionRules) => characters > rules.maxCharsPerLine,
  lineCount: (lines: number, rules: CaptionRules) => lines > rules.maxLines,
  // Tiny tolerance: a duration fitted to exactly the limit must not read as over it. A cue of no duration breaks
  // the shortest-duration rule instead.
  cps: (cps: number, durationMs: number, rules: CaptionRules) => durationMs > 0 && cps > rules.maxCps + 1e-9,
  tooShort: (durationMs: number, rules: CaptionRules) => durationMs < rules.minDurationMs,
  tooLong: (durationMs: number, rules: CaptionRules) => durationMs > rules.maxDurationMs,
};

/** A problem of the cue alone; `fix` is planned once for the rules whose fix needs no neighbour. */
interface OwnProblem {
  rule: QualityRule;
  message: string;
  fix?: FixId | null;
}

/** Rules whose fix depends on the cue alone, so it can be planned once and kept with the cue. */
const SELF_CONTAINED = new Set<QualityRule>(['line-length', 'line-count', 'empty', 'unbalanced-tags']);

interface Measured {
  rules: string;
  startMs: number;
  endMs: number;
  text: string;
  speaker: string | null | undefined;
  problems: OwnProblem[];
}

// Per cue object, so checking again after one edit measures only the edited cue (the editor never mutates a
// cue, and the stored values guard against callers that do).
const measured = new WeakMap<object, Measured>();

const rulesKey = (r: CaptionRules) =>
  `${r.maxCharsPerLine}|${r.maxLines}|${r.maxCps}|${r.minDurationMs}|${r.maxDurationMs}`;

function measure(cue: QualityCue, rules: CaptionRules): OwnProblem[] {
  const problems: OwnProblem[] = [];
  const found = (rule: QualityRule, message: string) => problems.push({ rule, message });
  const duration = cue.endMs - cue.startMs;
  if (isEmptyCue(cue)) {
    found('empty', 'No text');
    return problems;
  }
  const lengths = lineLengths(cue);
  let longest = 0;
  for (let l = 1; l < lengths.length; l++) if (lengths[l]! > lengths[longest]!) longest = l;
  if (breaks.lineLength(lengths[longest]!, rules))
    found('line-length', `Line ${longest + 1} has ${lengths[longest]} characters (at most ${rules.maxCharsPerLine})`);
  if (breaks.lineCount(lengths.length, rules))
    found('line-count', `${lengths.length} lines (at most ${rules.maxLines})`);
  const cps = cueCps(cue);
  if (breaks.cps(cps, duration, rules))
    found('cps', `${cps.toFixed(1)} characters per second (at most ${rules.maxCps})`);
  if (breaks.tooShort(duration, rules))
    found('too-short', `Shown for ${seconds(duration)} (at least ${seconds(rules.minDurationMs)})`);
  if (breaks.tooLong(duration, rules))
    found('too-long', `Shown for ${seconds(duration)} (at most ${seconds(rules.maxDurationMs)})`);
  if (cue.text.indexOf('<') !== -1) {
    const tags = unbalancedTags(cue.text);
    const parts = [
      ...tags.unclosed.map((t) => `<${t}> is not closed`),
      ...tags.crossed.map((t) => `<${t}> is closed by an outer tag`),
      ...tags.stray.map((t) => `</${t}> closes nothing`),
    ];
    if (parts.length > 0) found('unbalanced-tags', parts.join('; '));
  }
  return problems;
}

function ownProblems(cue: QualityCue, rules: CaptionRules, key: string): OwnProblem[] {
  const seen = measured.get(cue);
  if (
    seen &&
    seen.rules === key &&
    seen.text === cue.text &&
    seen.startMs === cue.startMs &&
    seen.endMs === cue.endMs &&
    seen.speaker === cue.speaker
  )
    return seen.problems;
  const problems = measure(cue, rules);
  const { startMs, endMs, text, speaker } = cue;
  measured.set(cue, { rules: key, startMs, endMs, text, speaker, problems });
  return problems;
}

/**
 * Calls `found` for every problem, cue by cue in order: the cue's own rules (an empty cue is only reported
 * as empty), then its gap to the next cue. Cues are expected sorted by start, as the editor keeps them.
 */
export function forEachProblem<C extends QualityCue>(
  cues: readonly C[],
  rules: CaptionRules,
  found: (index: number, rule: QualityRule, message: string, own?: OwnProblem) => void,
): void {
  const key = rulesKey(rules);
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i]!;
    for (const own of ownProblems(cue, rules, key)) found(i, own.rule, own.message, own);
    const next = cues[i + 1];
    if (!next) continue;
    const gap = next.startMs - cue.endMs;
    if (gap < 0) found(i, 'overlap', `Overlaps the next caption by ${seconds(-gap)}`);
    else if (gap > 0 && gap < rules.minGapMs)
      found(i, 'gap', `${gap} ms before the next caption (at least ${rules.minGapMs} ms, or none)`);
  }
}

/** Every rule every cue breaks, each with its one-click fix when one exists. */
export function checkCaptionProblems<C extends IdentifiedCue>(
  cues: readonly C[],
  rules: CaptionRules,
): CaptionProblem[] {
  const problems: CaptionProblem[] = [];
  // The latest end before cue i, kept as the pass moves forward so planning fixes stays linear.
  let endBefore = -Infinity;
  let scanned = 0;
  forEachProblem(cues, rules, (i, rule, message, own) => {
    for (; scanned < i; scanned++) endBefore = Math.max(endBefore, cues[scanned]!.endMs);
    let fix: FixId | null;
    if (own && SELF_CONTAINED.has(rule)) {
      if (own.fix === undefined) own.fix = planFix(cues, i, rule, rules, endBefore)?.id ?? null;
      fix = own.fix;
    } else fix = planFix(cues, i, rule, rules, endBefore)?.id ?? null;
    const cueNumber = i + 1;
    problems.push({ cueId: cues[i]!.id, cueNumber, rule, message, fix, fixLabel: fixLabel({ cueNumber, fix }, rules) });
  });
  return problems;
}

/** Problems per rule, every rule present (0 when none), in QUALITY_RULES order. */
export function countByRule(problems: readonly Pick<CaptionProblem, 'rule'>[]): Record<QualityRule, number> {
  const counts = Object.fromEntries(QUALITY_RULES.map((r) => [r, 0])) as Record<QualityRule, number>;
  for (const p of problems) counts[p.rule] += 1;
  return counts;
}
