// Whether a description fits the quiet it is spoken in (issue 31, "write it to fit"): how long the voice takes to
// say it, how long until someone speaks again, and how many words would fit. Pure, pinned as a table in fit.test.ts;
// docs/engines.md gives the measurements behind the constants.
import { DESCRIPTION_WORDS_PER_MINUTE } from './verdict';

/**
 * espeak-ng's time for a text at `-s rate` (its "words per minute"), measured on English description sentences at
 * 130, 160 and 190 and fitted by least squares (within 13% on every sample): about 0.5 s of lead-in and trailing
 * silence, 10.7/rate s per letter, and a pause of 55/rate s at each comma, colon, semicolon, dash or full stop
 * inside the text. Letters, not words, because the voice spends its time on sounds: "a man" is quicker than
 * "professor Okafor". A digit counts as five letters ("2019" is spoken "two thousand and nineteen").
 */
const LEAD_MS = 500;
const LETTER_MS_AT_RATE_1 = 10_700;
const PAUSE_MS_AT_RATE_1 = 55_000;
const LETTERS_PER_DIGIT = 5;
/** English averages about 4.5 letters a word; used to count words that fit when the text has none yet. */
const LETTERS_PER_WORD = 4.5;

/** Under this share of its gap a description fits with room to spare; up to the whole gap it is tight. */
export const TIGHT_SHARE = 0.85;

const letterCount = (text: string) =>
  (text.match(/\p{L}/gu)?.length ?? 0) + (text.match(/\p{N}/gu)?.length ?? 0) * LETTERS_PER_DIGIT;
const pauseCount = (text: string) => text.trim().match(/[,;:.!?\u2014\u2013](?=\s+\S)/g)?.length ?? 0;
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** How long the voice takes to say `text` at `rate` (espeak-ng's `-s`), in ms; 0 for no text. */
export function spokenMs(text: string, rate = DESCRIPTION_WORDS_PER_MINUTE): number {
  const letters = letterCount(text);
  if (letters === 0) return 0;
  return Math.round(LEAD_MS + (letters * LETTER_MS_AT_RATE_1 + pauseCount(text) * PAUSE_MS_AT_RATE_1) / rate);
}

/** How many words of `text`'s length (or an average word's) the voice says in `ms` at `rate`. */
export function wordsFitting(ms: number, text: string, rate = DESCRIPTION_WORDS_PER_MINUTE): number {
  const words = wordCount(text);
  const perWord =
    words > 0 ? Math.max(0, spokenMs(text, rate) - LEAD_MS) / words : (LETTERS_PER_WORD * LETTER_MS_AT_RATE_1) / rate;
  return perWord > 0 ? Math.max(0, Math.floor((ms - LEAD_MS) / perWord)) : 0;
}

export interface TimedSpan {
  startMs: number;
  endMs: number;
}

export type FitStatus = 'fits' | 'tight' | 'too-long' | 'extended';

export interface DescriptionFit {
  /** How long the voice takes to say it. */
  spokenMs: number;
  /** From the cue's start to the next speech, the next description or the end; null when nothing bounds it. */
  gapMs: number | null;
  /** The cue starts while someone speaks, or its own time overlaps speech. */
  overlapsSpeech: boolean;
  status: FitStatus;
  /** Words of this text's length that fit the gap; null without a gap. */
  wordsThatFit: number | null;
  words: number;
}

export interface FitContext {
  /** The cues of the same language's captions (or subtitles): when people speak. */
  speech: readonly TimedSpan[];
  /** The media's length; 0 when unknown. */
  durationMs: number;
  /** espeak-ng's `-s`. */
  rate?: number;
}

/**
 * Each description's fit, in the order given (`descriptions` sorted by start, as the editor keeps them). An
 * extended description pauses the media, so it always has the time it needs: its status says so.
 */
export function descriptionFits(
  descriptions: readonly (TimedSpan & { text: string; extended?: boolean })[],
  { speech, durationMs, rate = DESCRIPTION_WORDS_PER_MINUTE }: FitContext,
): DescriptionFit[] {
  const talk = [...speech].filter((s) => s.endMs > s.startMs).sort((a, b) => a.startMs - b.startMs);
  // The latest end of the speech up to each index, so "is someone speaking at t" is one binary search per cue.
  const endsBy: number[] = [];
  talk.forEach((s, k) => endsBy.push(Math.max(s.endMs, endsBy[k - 1] ?? 0)));
  const firstAfter = (ms: number) => {
    let [lo, hi] = [0, talk.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (talk[mid]!.startMs <= ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return descriptions.map((cue, i) => {
    const spoken = spokenMs(cue.text, rate);
    const next = firstAfter(cue.startMs);
    const during = next > 0 && endsBy[next - 1]! > cue.startMs;
    const overlapsSpeech = during || (talk[next] !== undefined && talk[next].startMs < cue.endMs);
    const bounds = [
      talk[next]?.startMs,
      descriptions.slice(i + 1).find((d) => d.startMs > cue.startMs)?.startMs,
      durationMs > cue.startMs ? durationMs : undefined,
    ].filter((ms): ms is number => ms !== undefined);
    const gapMs = during ? 0 : bounds.length > 0 ? Math.min(...bounds) - cue.startMs : null;
    const status: FitStatus = cue.extended
      ? 'extended'
      : gapMs === null || spoken <= gapMs * TIGHT_SHARE
        ? 'fits'
        : spoken <= gapMs
          ? 'tight'
          : 'too-long';
    return {
      spokenMs: spoken,
      gapMs,
      overlapsSpeech,
      status,
      wordsThatFit: gapMs === null ? null : wordsFitting(gapMs, cue.text, rate),
      words: wordCount(cue.text),
    };
  });
}

/** The track whose cues say when people speak: the same language's captions, else its subtitles. */
export function speechTrackFor<T extends { id: string; kind: string; language: string }>(
  tracks: readonly T[],
  language: string,
): T | null {
  const same = tracks.filter((t) => t.language.toLowerCase() === language.toLowerCase());
  return same.find((t) => t.kind === 'captions') ?? same.find((t) => t.kind === 'subtitles') ?? null;
}
