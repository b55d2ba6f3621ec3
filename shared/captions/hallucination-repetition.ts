// Repetition loops: the same few words again and again, within a cue or over consecutive cues. A recogniser that
// conditions on its own output (whisper above all) falls into them and writes "thank you" for half a minute; people
// repeat a word or two for emphasis ("no, no, no"), rarely for long.
import type { CaptionRules } from '../schemas/settings';
import type { QualityCue } from './quality-text';
import { breakLines } from './segment/lines';
import { wordKey } from './word-key';

/** The longest block looked for word by word; longer ones are caught as whole cues said again (and by compression). */
const MAX_LOOP_WORDS = 4;
/** A loop says its block at least this many times in a row… */
const MIN_LOOP_REPEATS = 3;
/**
 * …and runs over at least this many words: "no, no, no" and "thank you, thank you, thank you" are emphasis, but
 * eight words of one or two repeated (or a three-word phrase three times) is not how people talk.
 */
const MIN_LOOP_WORDS = 8;

/** A block of words said again and again, found in the cues' words in order. */
export interface RepetitionLoop {
  /** The repeated words, lower case, without punctuation ("thank you"). */
  phrase: string;
  /** How many times the block is said in a row. */
  repeats: number;
  /** Index of the cue where the loop starts (its first saying) and of the last cue holding a repeat. */
  fromCue: number;
  toCue: number;
  /** Indexes of the cues holding a repeat: the words a fix removes. */
  repeatCues: readonly number[];
}

interface Tokens {
  text: string;
  /** The text's whitespace-separated tokens. */
  raw: string[];
  /** The tokens' words in order (tokens without one, "♪", left out), and the index of each one's token. */
  words: string[];
  tokenOf: number[];
  /** Each word's FNV-1a hash: comparing numbers first keeps a 10,000-cue check within a few milliseconds. */
  hashes: number[];
  /** The words joined by spaces: what two cues compare to be "the same words". */
  said: string;
  /** The tokens joined by spaces: the text on one line. */
  line: string;
}

function fnv1a(word: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 0x01000193);
  return hash;
}

// Per cue object: a check after one edit splits only the edited cue again.
const tokenized = new WeakMap<object, Tokens>();

function tokensOf(cue: QualityCue): Tokens {
  const seen = tokenized.get(cue);
  if (seen && seen.text === cue.text) return seen;
  const raw = cue.text.split(/\s+/).filter(Boolean);
  const words: string[] = [];
  const tokenOf: number[] = [];
  raw.forEach((token, t) => {
    const word = wordKey(token);
    if (!word) return;
    words.push(word);
    tokenOf.push(t);
  });
  const said = words.join(' ');
  const tokens = { text: cue.text, raw, words, tokenOf, hashes: words.map(fnv1a), said, line: raw.join(' ') };
  tokenized.set(cue, tokens);
  return tokens;
}

/** The cue's text on one line, spaces collapsed (kept per cue object, as the tokens are). */
export const lineOf = (cue: QualityCue) => tokensOf(cue).line;

/** The words of the track in order (tokens without a word left out), each with where it came from. */
interface Stream {
  words: string[];
  hashes: Int32Array;
  cue: Int32Array;
  /** The word's token index in its cue. */
  token: Int32Array;
}

interface Found {
  start: number;
  size: number;
  repeats: number;
}

/**
 * Loops in stream positions [from, to): for each block size from 1 up, the stretches where every word equals the
 * one `size` later; a stretch already wholly inside a loop of a smaller block (a word said 12 times is also a
 * two-word block said 6 times) is not counted again.
 */
function blockLoops({ words, hashes }: Stream, from: number, to: number, found: Found[]) {
  const same = (a: number, b: number) => hashes[a] === hashes[b] && words[a] === words[b];
  // Made only once a loop is found: most stretches of a track have none.
  let covered: Uint8Array | null = null;
  for (let size = 1; size <= MAX_LOOP_WORDS; size++) {
    let j = from;
    while (j + size < to) {
      if (!same(j, j + size)) {
        j++;
        continue;
      }
      const start = j;
      while (j + size < to && same(j, j + size)) j++;
      const repeats = Math.floor((j - start + size) / size);
      const end = start + repeats * size;
      if (repeats < MIN_LOOP_REPEATS || repeats * size < MIN_LOOP_WORDS) continue;
      covered ??= new Uint8Array(to - from);
      if (covered.subarray(start - from, end - from).every(Boolean)) continue;
      covered.fill(1, start - from, end - from);
      found.push({ start, size, repeats });
    }
  }
}

/** The same words on cue after cue, for cues longer than the blocks blockLoops looks for (a sentence said again). */
function cueLoops(tokens: readonly Tokens[], first: number, last: number, starts: Int32Array, found: Found[]) {
  let run = first;
  for (let c = first + 1; c <= last + 1; c++) {
    if (c <= last && tokens[c]!.said === tokens[run]!.said) continue;
    const size = tokens[run]!.words.length;
    const repeats = c - run;
    if (size > MAX_LOOP_WORDS && repeats >= MIN_LOOP_REPEATS && repeats * size >= MIN_LOOP_WORDS)
      found.push({ start: starts[run]!, size, repeats });
    run = c;
  }
}

/**
 * Every loop in the cues (sorted by start, as the editor keeps them) with the words they were found in. The words
 * run on from cue to cue while the speaker stays the same: two people saying "yes" is no loop.
 */
function scan(cues: readonly QualityCue[]): { stream: Stream; found: Found[] } {
  const tokens = cues.map(tokensOf);
  // Where each cue's words start in the stream; the last entry is the stream's length.
  const starts = new Int32Array(cues.length + 1);
  for (let c = 0; c < cues.length; c++) starts[c + 1] = starts[c]! + tokens[c]!.words.length;
  const total = starts[cues.length]!;
  const stream: Stream = {
    words: new Array<string>(total),
    hashes: new Int32Array(total),
    cue: new Int32Array(total),
    token: new Int32Array(total),
  };
  for (let c = 0; c < cues.length; c++) {
    const { words, hashes, tokenOf } = tokens[c]!;
    for (let w = 0, at = starts[c]!; w < words.length; w++, at++) {
      stream.words[at] = words[w]!;
      stream.hashes[at] = hashes[w]!;
      stream.cue[at] = c;
      stream.token[at] = tokenOf[w]!;
    }
  }
  const found: Found[] = [];
  for (let first = 0; first < cues.length;) {
    let last = first;
    const speaker = cues[first]!.speaker ?? null;
    while (last + 1 < cues.length && (cues[last + 1]!.speaker ?? null) === speaker) last++;
    blockLoops(stream, starts[first]!, starts[last + 1]!, found);
    cueLoops(tokens, first, last, starts, found);
    first = last + 1;
  }
  return { stream, found: found.sort((a, b) => a.start - b.start) };
}

const PHRASE_CHARS = 40;

/** Every repetition loop in the cues, in order of where it starts. */
export function repetitionLoops(cues: readonly QualityCue[]): RepetitionLoop[] {
  const { stream, found } = scan(cues);
  return found.map(({ start, size, repeats }) => {
    const end = start + repeats * size;
    const phrase = stream.words.slice(start, start + size).join(' ');
    return {
      phrase: phrase.length > PHRASE_CHARS ? `${phrase.slice(0, PHRASE_CHARS - 1)}…` : phrase,
      repeats,
      fromCue: stream.cue[start]!,
      toCue: stream.cue[end - 1]!,
      repeatCues: [...new Set(stream.cue.slice(start + size, end))],
    };
  });
}

/**
 * The fix `remove-repeats`: the cues without the repeats of every loop cue `i` holds repeats of, wherever they are
 * (each loop keeps its first saying), lines broken again, and without the cues left with no words. One loop at a
 * time would not do: taking one cue's repeats out can leave the rest too short to count as a loop, yet repeated.
 * Null when cue `i` holds no repeats, or a cue to change has styling tags (they would have to be taken apart with
 * the words).
 */
export function removeRepeats<C extends QualityCue>(cues: readonly C[], i: number, rules: CaptionRules): C[] | null {
  const { stream, found } = scan(cues);
  const removed = new Map<number, Set<number>>();
  for (const { start, size, repeats } of found) {
    const end = start + repeats * size;
    if (!stream.cue.slice(start + size, end).includes(i)) continue;
    for (let w = start + size; w < end; w++) {
      const tokens = removed.get(stream.cue[w]!) ?? removed.set(stream.cue[w]!, new Set()).get(stream.cue[w]!)!;
      tokens.add(stream.token[w]!);
    }
  }
  if (removed.size === 0 || [...removed.keys()].some((c) => cues[c]!.text.indexOf('<') !== -1)) return null;
  return cues.flatMap((cue, c) => {
    const gone = removed.get(c);
    if (!gone) return [cue];
    const { raw, tokenOf } = tokensOf(cue);
    const kept = raw.flatMap((_, t) => (gone.has(t) ? [] : [t]));
    if (tokenOf.every((t) => gone.has(t))) return [];
    return [{ ...cue, text: breakLines(kept.map((t) => raw[t]).join(' '), rules.maxCharsPerLine).join('\n') }];
  });
}
