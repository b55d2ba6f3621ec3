// One-click fixes for caption problems: pure `(cues, problem, rules) => cues`, each leaving the cue passing
// its rule and never making two cues overlap that did not before.
import type { CaptionRules } from '../schemas/settings';
import { withoutViewerPhrases } from '../describability/style-hints';
import { removeRepeats } from './hallucination-repetition';
import type { CaptionProblem, FixId, IdentifiedCue, QualityRule } from './quality-problems';
import {
  balanceTags,
  cueCharacters,
  durationForCps,
  isEmptyCue,
  lineLengths,
  type QualityCue,
  speakerPrefix,
} from './quality-text';
import { breakLines } from './segment/lines';

/** What replaces cue `i` (nothing, itself changed, or several), or null when the fix cannot make it pass. */
type Planner = <C extends QualityCue>(
  cues: readonly C[],
  i: number,
  rules: CaptionRules,
  endBefore: number,
) => C[] | null;

/**
 * Retimes cue `i` to last at least `needed` ms: first the end moves into the following gap (keeping the
 * minimum gap), then the start moves back into the preceding one; never past a neighbour, never over the
 * longest duration. `endBefore` is the latest end of the cues before `i`.
 */
function lastAtLeast<C extends QualityCue>(
  cues: readonly C[],
  i: number,
  rules: CaptionRules,
  endBefore: number,
  needed: number,
): C[] | null {
  const cue = cues[i]!;
  if (cue.endMs - cue.startMs >= needed || needed > rules.maxDurationMs) return null;
  // An empty span starting inside an earlier cue overlaps nothing yet; any length would overlap it.
  if (cue.endMs === cue.startMs && cue.startMs < endBefore) return null;
  const next = cues[i + 1];
  const endLimit = next ? next.startMs - rules.minGapMs : Infinity;
  const endMs = Math.max(cue.endMs, Math.min(cue.startMs + needed, endLimit));
  let startMs = cue.startMs;
  if (endMs - startMs < needed) {
    const startLimit = Math.max(0, endBefore + rules.minGapMs);
    startMs = Math.min(startMs, Math.max(endMs - needed, startLimit));
  }
  return endMs - startMs >= needed ? [{ ...cue, startMs, endMs }] : null;
}

const passesLines = (cue: QualityCue, rules: CaptionRules) => {
  const lengths = lineLengths(cue);
  return lengths.length <= rules.maxLines && lengths.every((n) => n <= rules.maxCharsPerLine);
};

/** The cue's words re-broken into as few, as even lines as fit (segment/lines.ts), the speaker prefix counted. */
const rebalance: Planner = (cues, i, rules) => {
  const cue = cues[i]!;
  if (passesLines(cue, rules)) return null;
  const prefix = speakerPrefix(cue);
  const lines = breakLines(prefix + cue.text.replace(/\s*\n\s*/g, ' ').trim(), rules.maxCharsPerLine);
  // The prefix must stay at the head of the first line, or the lines measured are not the lines shown.
  if (!lines[0]?.startsWith(prefix) || lines[0].length === prefix.length) return null;
  lines[0] = lines[0].slice(prefix.length);
  const fixed = { ...cue, text: lines.join('\n') };
  return passesLines(fixed, rules) ? [fixed] : null;
};

const fitCps: Planner = (cues, i, rules, endBefore) =>
  lastAtLeast(cues, i, rules, endBefore, durationForCps(cueCharacters(cues[i]!), rules.maxCps));

const extendDuration: Planner = (cues, i, rules, endBefore) =>
  lastAtLeast(cues, i, rules, endBefore, rules.minDurationMs);

/** Ends a cue at the longest duration: chosen when its text still reads slowly enough in that time. */
const shortenDuration: Planner = (cues, i, rules) => {
  const cue = cues[i]!;
  if (cue.endMs - cue.startMs <= rules.maxDurationMs) return null;
  // Not into the next cue's minimum gap, when that leaves the cue its shortest duration.
  const next = cues[i + 1];
  const beforeNext = next ? next.startMs - rules.minGapMs : Infinity;
  const endMs = Math.min(cue.startMs + rules.maxDurationMs, beforeNext);
  return [{ ...cue, endMs: endMs - cue.startMs >= rules.minDurationMs ? endMs : cue.startMs + rules.maxDurationMs }];
};

/**
 * Cuts a cue into equal time slices, as many as its text needs to fit the longest duration and the lines (each
 * slice takes the words in its share of the characters), when every slice then fits the lines the whole cue
 * broke. Only plain text: tags would have to be split too.
 */
const splitCue: Planner = (cues, i, rules) => {
  const cue = cues[i]!;
  if (cue.text.indexOf('<') !== -1) return null;
  const duration = cue.endMs - cue.startMs;
  const words = cue.text.split(/\s+/).filter(Boolean);
  const neededLines = breakLines(speakerPrefix(cue) + words.join(' '), rules.maxCharsPerLine).length;
  const pieces = Math.max(Math.ceil(duration / rules.maxDurationMs), Math.ceil(neededLines / rules.maxLines));
  if (pieces < 2 || words.length < pieces || Math.floor(duration / pieces) < rules.minDurationMs) return null;
  const total = words.reduce((n, w) => n + w.length + 1, -1);
  const groups: string[][] = Array.from({ length: pieces }, () => []);
  let at = 0;
  for (const word of words) {
    const middle = at + word.length / 2;
    groups[Math.min(pieces - 1, Math.floor((middle / total) * pieces))]!.push(word);
    at += word.length + 1;
  }
  if (groups.some((g) => g.length === 0)) return null;
  const boundary = (k: number) => cue.startMs + Math.round((duration * k) / pieces);
  const split = groups.map((group, k) => ({
    ...cue,
    startMs: boundary(k),
    endMs: boundary(k + 1),
    text: breakLines(group.join(' '), rules.maxCharsPerLine).join('\n'),
  }));
  return passesLines(cue, rules) || split.every((piece) => passesLines(piece, rules)) ? split : null;
};

/** Opens a too-small gap to the minimum when the cue can spare it, else closes it (cues may touch). */
const closeGap: Planner = (cues, i, rules) => {
  const cue = cues[i]!;
  const next = cues[i + 1];
  if (!next) return null;
  const gap = next.startMs - cue.endMs;
  if (!(gap > 0 && gap < rules.minGapMs)) return null;
  const opened = next.startMs - rules.minGapMs;
  const spare =
    opened - cue.startMs >= rules.minDurationMs &&
    opened - cue.startMs >= durationForCps(cueCharacters(cue), rules.maxCps);
  return [{ ...cue, endMs: spare ? opened : next.startMs }];
};

/** Ends the cue the minimum gap before the next one starts (or right at it when there is no room). */
const fixOverlap: Planner = (cues, i, rules) => {
  const cue = cues[i]!;
  const next = cues[i + 1];
  if (!next || next.startMs >= cue.endMs || next.startMs <= cue.startMs) return null;
  const endMs = next.startMs - rules.minGapMs > cue.startMs ? next.startMs - rules.minGapMs : next.startMs;
  return [{ ...cue, endMs }];
};

const closeTags: Planner = (cues, i) => {
  const cue = cues[i]!;
  const text = balanceTags(cue.text);
  return text === cue.text ? null : [{ ...cue, text }];
};

const deleteCue: Planner = (cues, i) => (isEmptyCue(cues[i]!) ? [] : null);

/** The fixes that change one cue; `remove-repeats` changes every cue of a loop (hallucination-repetition.ts). */
type CueFix = Exclude<FixId, 'remove-repeats'>;

const PLANNERS: Record<CueFix, Planner> = {
  'fit-cps': fitCps,
  'close-gap': closeGap,
  'rebalance-lines': rebalance,
  'extend-duration': extendDuration,
  'split-cue': splitCue,
  'shorten-duration': shortenDuration,
  'fix-overlap': fixOverlap,
  'close-tags': closeTags,
  'delete-cue': deleteCue,
  // An extended description pauses the media while it is spoken, so it needs no more time than its gap.
  'make-extended': (cues, i) => [{ ...cues[i]!, extended: true }],
  'remove-we-see': (cues, i) => {
    const text = withoutViewerPhrases(cues[i]!.text);
    return text && text !== cues[i]!.text ? [{ ...cues[i]!, text }] : null;
  },
};

/** The fixes worth trying for a rule, best first; the hallucination guards plan their own (hallucination.ts). */
function fixesFor(rule: QualityRule, cue: QualityCue, rules: CaptionRules): CueFix[] {
  switch (rule) {
    case 'line-length':
    case 'line-count':
      // More text than the lines hold: two cues, each with its share of the time.
      return ['rebalance-lines', 'split-cue'];
    case 'cps':
      return ['fit-cps'];
    case 'too-short':
      return ['extend-duration'];
    case 'too-long':
      // Keep the text whole when it reads slowly enough in the longest duration.
      return durationForCps(cueCharacters(cue), rules.maxCps) <= rules.maxDurationMs
        ? ['shorten-duration']
        : ['split-cue'];
    case 'gap':
      return ['close-gap'];
    case 'overlap':
      return ['fix-overlap'];
    case 'empty':
      return ['delete-cue'];
    case 'unbalanced-tags':
      return ['close-tags'];
    case 'repetition':
    case 'compression-ratio':
    case 'outside-speech':
    case 'speech-overlap':
    case 'too-long-for-gap':
    case 'present-tense':
    case 'we-see':
    case 'name-people':
      // The description checks plan their own (describability/description-problems.ts).
      return [];
  }
}

/** The fix for cue `i` breaking `rule`, if one works here; `endBefore` is the latest end before cue `i`. */
export function planFix<C extends QualityCue>(
  cues: readonly C[],
  i: number,
  rule: QualityRule,
  rules: CaptionRules,
  endBefore: number,
): { id: FixId; cues: C[] } | null {
  for (const id of fixesFor(rule, cues[i]!, rules)) {
    const replacement = PLANNERS[id](cues, i, rules, endBefore);
    if (replacement) return { id, cues: replacement };
  }
  return null;
}

/** Split pieces after the first get ids unique in the track (≤ 64 characters, like the editor's). */
function withUniqueIds<C extends IdentifiedCue>(pieces: C[], cues: readonly C[]): C[] {
  if (pieces.length < 2) return pieces;
  const taken = new Set(cues.map((c) => c.id));
  const stem = pieces[0]!.id.slice(0, 56);
  let n = 2;
  return pieces.map((piece, k) => {
    if (k === 0) return piece;
    while (taken.has(`${stem}-${n}`)) n++;
    taken.add(`${stem}-${n}`);
    return { ...piece, id: `${stem}-${n}` };
  });
}

/**
 * Applies the problem's fix to the cues as they are now (the problem may come from an earlier check): the
 * same array back when the cue is gone, already passes, or the fix no longer fits.
 */
export function applyFix<C extends IdentifiedCue>(
  cues: readonly C[],
  problem: Pick<CaptionProblem, 'cueId' | 'cueNumber' | 'fix'>,
  rules: CaptionRules,
): C[] {
  const i =
    cues[problem.cueNumber - 1]?.id === problem.cueId
      ? problem.cueNumber - 1
      : cues.findIndex((c) => c.id === problem.cueId);
  if (i === -1 || !problem.fix) return cues as C[];
  if (problem.fix === 'remove-repeats') return removeRepeats(cues, i, rules) ?? (cues as C[]);
  let endBefore = -Infinity;
  for (let j = 0; j < i; j++) endBefore = Math.max(endBefore, cues[j]!.endMs);
  const replacement = PLANNERS[problem.fix](cues, i, rules, endBefore);
  if (!replacement) return cues as C[];
  return [...cues.slice(0, i), ...withUniqueIds(replacement, cues), ...cues.slice(i + 1)];
}

const secondsText = (ms: number) => `${Math.round(ms) / 1000} seconds`;

/** The fix button's name: what it does to which cue ("Fit cue 4 to 17 characters per second"). */
export function fixLabel(problem: Pick<CaptionProblem, 'cueNumber' | 'fix'>, rules: CaptionRules): string | null {
  const n = problem.cueNumber;
  switch (problem.fix) {
    case null:
      return null;
    case 'fit-cps':
      return `Fit cue ${n} to ${rules.maxCps} characters per second`;
    case 'close-gap':
      return `Close the gap after cue ${n}`;
    case 'rebalance-lines':
      return `Rebalance the lines of cue ${n}`;
    case 'extend-duration':
      return `Lengthen cue ${n} to ${secondsText(rules.minDurationMs)}`;
    case 'split-cue':
      return `Split cue ${n} into shorter cues`;
    case 'shorten-duration':
      return `Shorten cue ${n} to ${secondsText(rules.maxDurationMs)}`;
    case 'fix-overlap':
      return `End cue ${n} before cue ${n + 1}`;
    case 'close-tags':
      return `Close the tags of cue ${n}`;
    case 'delete-cue':
      return `Delete empty cue ${n}`;
    case 'remove-repeats':
      return `Remove the repeated words at cue ${n}`;
    case 'make-extended':
      return `Make cue ${n} extended (pause the media while it plays)`;
    case 'remove-we-see':
      return `Remove "we see" from cue ${n}`;
  }
}
