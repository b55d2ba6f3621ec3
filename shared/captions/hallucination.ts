// Hallucination guards (issue 30): signs that a speech engine wrote text nobody said, reported as problems beside
// the caption rules' and never silently kept. Repetition loops, text that compresses like a loop (whisper's own
// guard) and text where voice activity says nobody speaks. Only machine-made tracks: a person's text is their own.
import { zlibSync } from 'fflate';
import type { TrackOrigin } from '../compliance/criteria';
import type { SpeechRegion } from '../schemas/media';
import type { CaptionRules } from '../schemas/settings';
import { type CueWord, wordsSpell } from './confidence/confidence';
import { lineOf, type RepetitionLoop, repetitionLoops } from './hallucination-repetition';
import { fixLabel } from './quality-fixes';
import {
  type CaptionProblem,
  checkCaptionProblems,
  type FixId,
  type IdentifiedCue,
  type QualityRule,
} from './quality-problems';
import { isEmptyCue, type QualityCue } from './quality-text';

/**
 * whisper drops a decoded window whose text compresses more than 2.4 times as a loop (`compression_ratio_threshold`
 * in openai/whisper's transcribe.py): ordinary speech compresses about 1.5–2 times over that much text.
 */
const MAX_COMPRESSION_RATIO = 2.4;
/** The text measured together: whisper's window is 30 s of audio, and our whisper chunks are at most that. */
const COMPRESSION_WINDOW_MS = 30_000;
/**
 * A cue is text without speech when less than half its time (its words' time, while the engine's words still spell
 * it) lies inside voice activity. The regions are padded 0.2 s into the quiet, so a word timed a little early or late
 * still counts as heard; a cue stretched for reading speed beyond its words is judged by its words.
 */
const MIN_SPEECH_SHARE = 0.5;

/** What the guards need to know of a track besides its cues. */
export interface GuardedTrack {
  origin: TrackOrigin;
  /** Where voice activity was detected, sorted and apart; null or absent when it was not measured. */
  speechRegions?: readonly SpeechRegion[] | null;
}

/** A cue as the guards read it: the engine's words, when the cue still has them, time it more closely. */
export interface GuardCue extends QualityCue {
  words?: readonly CueWord[];
}

const encoder = new TextEncoder();

/** UTF-8 bytes ÷ zlib-compressed bytes at zlib's default level (6), as whisper measures it; 0 for no text. */
export function compressionRatio(text: string): number {
  const bytes = encoder.encode(text);
  return bytes.length === 0 ? 0 : bytes.length / zlibSync(bytes, { level: 6 }).length;
}

// The ratios of the last check's windows: a check after one edit compresses only the edited cue's window again.
let knownRatios = new Map<string, number>();

interface Window {
  fromMs: number;
  ratio: number;
}

/** Each cue's 30-second window of media time (by its start) where that window's text compresses like a loop. */
function repetitiveWindows(cues: readonly GuardCue[]): Map<number, Window> {
  const flagged = new Map<number, Window>();
  const ratios = new Map<string, number>();
  for (let first = 0; first < cues.length;) {
    const slot = Math.floor(cues[first]!.startMs / COMPRESSION_WINDOW_MS);
    let end = first;
    while (end < cues.length && Math.floor(cues[end]!.startMs / COMPRESSION_WINDOW_MS) === slot) end++;
    const lines: string[] = [];
    for (let c = first; c < end; c++) if (lineOf(cues[c]!)) lines.push(lineOf(cues[c]!));
    const text = lines.join(' ');
    const ratio = knownRatios.get(text) ?? compressionRatio(text);
    ratios.set(text, ratio);
    if (ratio > MAX_COMPRESSION_RATIO) {
      for (let c = first; c < end; c++) flagged.set(c, { fromMs: slot * COMPRESSION_WINDOW_MS, ratio });
    }
    first = end;
  }
  knownRatios = ratios;
  return flagged;
}

/** Milliseconds of [fromMs, toMs) inside the regions (sorted, apart), found by binary search. */
function insideMs(fromMs: number, toMs: number, regions: readonly SpeechRegion[]): number {
  let low = 0;
  let high = regions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (regions[middle]!.endMs <= fromMs) low = middle + 1;
    else high = middle;
  }
  let inside = 0;
  for (let r = low; r < regions.length && regions[r]!.startMs < toMs; r++)
    inside += Math.min(toMs, regions[r]!.endMs) - Math.max(fromMs, regions[r]!.startMs);
  return inside;
}

/** The cue's time outside voice activity and in all, over its words (within the cue) while they still spell it. */
function unheard(cue: GuardCue, regions: readonly SpeechRegion[]): { outside: number; total: number; words: boolean } {
  let total = 0;
  let inside = 0;
  if (cue.words && wordsSpell(cue.text, cue.words)) {
    for (const word of cue.words) {
      const from = Math.max(word.startMs, cue.startMs);
      const to = Math.min(word.endMs, cue.endMs);
      if (to <= from) continue;
      total += to - from;
      inside += insideMs(from, to, regions);
    }
    if (total > 0) return { outside: total - inside, total, words: true };
  }
  total = cue.endMs - cue.startMs;
  return { outside: total - insideMs(cue.startMs, cue.endMs, regions), total, words: false };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  const mmss = `${Math.floor(s / 60) % 60}:${String(s % 60).padStart(2, '0')}`;
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mmss.padStart(5, '0')}` : mmss;
};

export type GuardRule = Extract<QualityRule, 'repetition' | 'compression-ratio' | 'outside-speech'>;

/**
 * Calls `found` for every guard problem of a machine track, cue by cue in order (per cue: repetition, compression,
 * speech); nothing for other tracks. Cues are expected sorted by start, as the editor keeps them.
 */
export function forEachGuardProblem(
  cues: readonly GuardCue[],
  track: GuardedTrack,
  found: (index: number, rule: GuardRule, message: string, fix: FixId | null) => void,
): void {
  if (track.origin !== 'machine') return;
  const loopsOf = new Map<number, RepetitionLoop[]>();
  for (const loop of repetitionLoops(cues)) {
    for (const c of loop.repeatCues) loopsOf.set(c, [...(loopsOf.get(c) ?? []), loop]);
  }
  const windows = repetitiveWindows(cues);
  const regions = track.speechRegions;
  cues.forEach((cue, i) => {
    if (isEmptyCue(cue)) return;
    const loops = loopsOf.get(i);
    if (loops) {
      const [loop] = loops as [RepetitionLoop];
      const over = loop.fromCue === loop.toCue ? '' : ` (cues ${loop.fromCue + 1}–${loop.toCue + 1})`;
      // The fix changes every cue holding these loops' repeats; tags would have to be taken apart with the words.
      const tagged = loops.some((l) => l.repeatCues.some((c) => cues[c]!.text.indexOf('<') !== -1));
      found(
        i,
        'repetition',
        `"${loop.phrase}" ${loop.repeats} times in a row${over}`,
        tagged ? null : 'remove-repeats',
      );
    }
    const window = windows.get(i);
    if (window) {
      const span = `${clock(window.fromMs)}–${clock(window.fromMs + COMPRESSION_WINDOW_MS)}`;
      const ratio = `${window.ratio.toFixed(1)} times (at most ${MAX_COMPRESSION_RATIO})`;
      found(i, 'compression-ratio', `The text of ${span} compresses ${ratio}, like a loop`, null);
    }
    if (!regions) return;
    const { outside, total, words } = unheard(cue, regions);
    if (total > 0 && outside > total * (1 - MIN_SPEECH_SHARE)) {
      const of = words ? `its words' ${seconds(total)}` : `its ${seconds(total)}`;
      found(i, 'outside-speech', `No voice detected for ${seconds(outside)} of ${of}`, null);
    }
  });
}

/**
 * Every problem of the track's cues: the caption rules', then, for machine tracks, the guards' (cue by cue, in
 * order), each with its one-click fix when one exists.
 */
export function checkTrackProblems<C extends IdentifiedCue & GuardCue>(
  cues: readonly C[],
  rules: CaptionRules,
  track: GuardedTrack,
): CaptionProblem[] {
  const caption = checkCaptionProblems(cues, rules);
  const guards: CaptionProblem[] = [];
  forEachGuardProblem(cues, track, (i, rule, message, fix) => {
    const cueNumber = i + 1;
    guards.push({ cueId: cues[i]!.id, cueNumber, rule, message, fix, fixLabel: fixLabel({ cueNumber, fix }, rules) });
  });
  if (guards.length === 0) return caption;
  const merged: CaptionProblem[] = [];
  let g = 0;
  for (const problem of caption) {
    while (g < guards.length && guards[g]!.cueNumber < problem.cueNumber) merged.push(guards[g++]!);
    merged.push(problem);
  }
  return merged.concat(guards.slice(g));
}
