// Captions from timed words: cues that obey the caption rules, or say which rule they could not obey.
import { breakLines, lengthOf } from './lines';

/** One recognised (or aligned) word; `text` keeps its punctuation, e.g. `"Moon?"`. */
export interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
  /** 0..1 when the engine gives one. */
  confidence?: number;
  speaker?: string;
}

export interface SegmentRules {
  maxCharsPerLine: number;
  maxLines: number;
  maxCharsPerSecond: number;
  minDurationMs: number;
  maxDurationMs: number;
  /** The smallest gap between two cues that do not touch, in frames of `fps`. */
  minGapFrames: number;
  fps: number;
  /** A silence at least this long between two words always ends the cue. */
  pauseBreakMs: number;
}

/** The house rules: 42 × 2, 17 characters per second, 5/6 s to 7 s, 2 frames at 25 fps between cues. */
export const DEFAULT_SEGMENT_RULES: SegmentRules = {
  maxCharsPerLine: 42,
  maxLines: 2,
  maxCharsPerSecond: 17,
  minDurationMs: 834,
  maxDurationMs: 7000,
  minGapFrames: 2,
  fps: 25,
  pauseBreakMs: 1500,
};

export type SegmentFlag = 'line-length' | 'line-count' | 'cps' | 'too-short' | 'too-long' | 'gap';

export interface SegmentedCue {
  startMs: number;
  endMs: number;
  /** Lines joined by `\n`. */
  text: string;
  speaker?: string;
  /** The rules this cue breaks because its words left no way to obey them (empty when it obeys all). */
  flags: SegmentFlag[];
}

const SENTENCE_END = /[.?!…]["'”’)\]]*$/;
const CLAUSE_END = /[,;:—–]["'”’)\]]*$/;

/** The smallest gap between cues in milliseconds under `rules`. */
export const minGapMs = (rules: SegmentRules) => Math.ceil((rules.minGapFrames * 1000) / rules.fps);

/**
 * Groups words into cues: a cue ends at a sentence end, a speaker change or a long pause, and before it
 * would break the line, line-count or duration limits (falling back to its last clause break when that
 * leaves both parts reasonably full). Then each cue's end is stretched into the following silence as far
 * as reading speed and the minimum duration need, and pulled back to keep the minimum gap.
 */
export function segmentWords(words: readonly TimedWord[], rules: SegmentRules = DEFAULT_SEGMENT_RULES): SegmentedCue[] {
  const groups = groupWords(
    words.filter((w) => w.text.trim() !== ''),
    rules,
  );
  return timeGroups(groups, rules);
}

function groupWords(words: TimedWord[], rules: SegmentRules): TimedWord[][] {
  const groups: TimedWord[][] = [];
  let current: TimedWord[] = [];
  const maxChars = rules.maxCharsPerLine * rules.maxLines;
  for (const word of words) {
    const last = current.at(-1);
    if (last && mustBreakBefore(current, last, word, rules, maxChars)) {
      const [kept, carried] = splitAtClause(current, rules);
      groups.push(kept);
      current = carried;
    }
    current.push(word);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

function mustBreakBefore(
  current: TimedWord[],
  last: TimedWord,
  next: TimedWord,
  rules: SegmentRules,
  maxChars: number,
): boolean {
  if (SENTENCE_END.test(last.text)) return true;
  if ((last.speaker ?? '') !== (next.speaker ?? '')) return true;
  if (next.startMs - last.endMs >= rules.pauseBreakMs) return true;
  if (next.endMs - current[0]!.startMs > rules.maxDurationMs) return true;
  const text = [...current, next].map((w) => w.text.trim()).join(' ');
  if (lengthOf(text) > maxChars) return true;
  return breakLines(text, rules.maxCharsPerLine).length > rules.maxLines;
}

/** When a cue is cut for length, end it at its last clause break if both halves keep a third of a cue. */
function splitAtClause(group: TimedWord[], rules: SegmentRules): [TimedWord[], TimedWord[]] {
  const third = (rules.maxCharsPerLine * rules.maxLines) / 3;
  if (SENTENCE_END.test(group.at(-1)!.text) || CLAUSE_END.test(group.at(-1)!.text)) return [group, []];
  for (let i = group.length - 2; i >= 0; i--) {
    if (!CLAUSE_END.test(group[i]!.text)) continue;
    const kept = group.slice(0, i + 1);
    const carried = group.slice(i + 1);
    if (lengthOf(joined(kept)) >= third && lengthOf(joined(carried)) < third) return [kept, carried];
    return [group, []];
  }
  return [group, []];
}

const joined = (words: TimedWord[]) => words.map((w) => w.text.trim()).join(' ');

function timeGroups(groups: TimedWord[][], rules: SegmentRules): SegmentedCue[] {
  const gap = minGapMs(rules);
  const cues: SegmentedCue[] = groups.map((group) => {
    const lines = breakLines(joined(group), rules.maxCharsPerLine);
    const speaker = group[0]!.speaker;
    return {
      startMs: group[0]!.startMs,
      endMs: Math.max(group.at(-1)!.endMs, group[0]!.startMs),
      text: lines.join('\n'),
      ...(speaker ? { speaker } : {}),
      flags: [],
    };
  });
  cues.forEach((cue, i) => {
    const next = cues[i + 1];
    const chars = lengthOf(cue.text.replace(/\n/g, ''));
    const wanted = Math.max(rules.minDurationMs, Math.ceil((chars * 1000) / rules.maxCharsPerSecond));
    // Stretch into the silence after the words, never past the longest duration nor the next cue's gap.
    let end = Math.min(Math.max(cue.endMs, cue.startMs + wanted), cue.startMs + rules.maxDurationMs);
    if (next) end = Math.min(end, next.startMs - gap);
    cue.endMs = Math.max(end, cue.startMs);
  });
  cues.forEach((cue, i) => (cue.flags = flagsOf(cue, cues[i + 1], rules)));
  return cues;
}

/** Every rule the cue breaks, checked the way the editor's quality check reads it. */
export function flagsOf(cue: Omit<SegmentedCue, 'flags'>, next: { startMs: number } | undefined, rules: SegmentRules) {
  const flags: SegmentFlag[] = [];
  const lines = cue.text.split('\n');
  const chars = lines.reduce((n, l) => n + lengthOf(l), 0);
  const duration = cue.endMs - cue.startMs;
  if (lines.some((l) => lengthOf(l) > rules.maxCharsPerLine)) flags.push('line-length');
  if (lines.length > rules.maxLines) flags.push('line-count');
  if (duration <= 0 || chars / (duration / 1000) > rules.maxCharsPerSecond) flags.push('cps');
  if (duration < rules.minDurationMs) flags.push('too-short');
  if (duration > rules.maxDurationMs) flags.push('too-long');
  if (next && next.startMs - cue.endMs < minGapMs(rules)) flags.push('gap');
  return flags;
}
