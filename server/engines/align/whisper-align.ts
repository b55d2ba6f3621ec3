import type { TimedWord } from '@shared/captions/segment/segment';
import { whisperTranscriber } from '../transcribe/whisper';
import type { WhisperModelSettings } from '../transcribe/whisper-choice';
import type { Aligner } from './aligner';

/** For words before the first or after the last one heard: about 2.5 words a second. */
const MS_PER_CHARACTER = 70;

// A misheard word costs more than one skip, less than two: the same words line up first, then a replaced one pairs.
const SKIP = 2;
const MISHEARD = 3;

const normal = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');

/**
 * The known text's words with times taken from the words whisper heard. An edit-distance alignment pairs
 * them (same word, or a misheard one in the same place); text words whisper missed share the time between
 * their paired neighbours by length. Memory is one byte per pair of words (9,000 × 9,000 for an hour: 81 MB).
 */
export function timesFromHeard(text: readonly string[], heard: readonly TimedWord[]): TimedWord[] {
  const n = text.length;
  const m = heard.length;
  if (n === 0) return [];
  if (m === 0) throw new Error('whisper heard no speech to align the text to');
  const a = text.map(normal);
  const b = heard.map((w) => normal(w.text));
  // 0: pair (diagonal), 1: text word unheard, 2: heard word not in the text.
  const step = new Uint8Array((n + 1) * (m + 1));
  let previous = Array.from({ length: m + 1 }, (_, j) => j * SKIP);
  for (let i = 1; i <= n; i++) {
    const row = [i * SKIP];
    step[i * (m + 1)] = 1;
    for (let j = 1; j <= m; j++) {
      const pair = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : MISHEARD);
      const skipText = previous[j]! + SKIP;
      const skipHeard = row[j - 1]! + SKIP;
      const best = Math.min(pair, skipText, skipHeard);
      row.push(best);
      step[i * (m + 1) + j] = best === pair ? 0 : best === skipText ? 1 : 2;
    }
    previous = row;
  }
  for (let j = 1; j <= m; j++) step[j] = 2;
  const pairedWith = new Array<number | null>(n).fill(null);
  for (let i = n, j = m; i > 0 || j > 0;) {
    const s = step[i * (m + 1) + j];
    if (s === 0) pairedWith[--i] = --j;
    else if (s === 1) i--;
    else j--;
  }
  return withGapsFilled(text, pairedWith, heard);
}

/** Times for every text word: its heard word's, or a share of the gap between paired neighbours. */
function withGapsFilled(text: readonly string[], pairedWith: (number | null)[], heard: readonly TimedWord[]) {
  const out: TimedWord[] = text.map((word, i) => {
    const j = pairedWith[i];
    return j === null || j === undefined
      ? { text: word, startMs: -1, endMs: -1 }
      : { text: word, startMs: heard[j]!.startMs, endMs: heard[j]!.endMs };
  });
  const lastHeardEnd = heard.at(-1)!.endMs;
  for (let i = 0; i < out.length;) {
    if (out[i]!.startMs >= 0) {
      i++;
      continue;
    }
    let k = i;
    while (k < out.length && out[k]!.startMs < 0) k++;
    const run = out.slice(i, k);
    const chars = run.reduce((sum, w) => sum + w.text.length + 1, 0);
    const after = k < out.length ? out[k]!.startMs : undefined;
    const from = i > 0 ? out[i - 1]!.endMs : Math.max(0, (after ?? 0) - chars * MS_PER_CHARACTER);
    const to = after ?? Math.max(from, Math.min(lastHeardEnd, from + chars * MS_PER_CHARACTER));
    let at = from;
    for (const word of run) {
      word.startMs = Math.round(at);
      at += ((to - from) * (word.text.length + 1)) / chars;
      word.endMs = Math.round(at);
    }
    i = k;
  }
  return out;
}

/**
 * Alignment with whisper's word timings: whisper transcribes the audio and the known text takes the times
 * of the words it heard. Listed after pocketsphinx's forced alignment, which is measured as more precise
 * for English (docs/engines.md), so `auto` uses it for the other languages of a multilingual model.
 */
export function whisperAligner(models: WhisperModelSettings): Aligner {
  const transcriber = whisperTranscriber(models);
  return {
    id: 'whisper',
    capability: 'align',
    label: 'whisper.cpp word timings (embedded)',
    embedded: true,
    availability: () => transcriber.availability(),
    supports: (language) => transcriber.supports(language),
    languages: () => transcriber.languages(),
    model: (language) => transcriber.model(language),
    async align({ wavPath, text, language, signal }) {
      const heard = await transcriber.transcribe({ wavPath, language, signal });
      return timesFromHeard(text.split(/\s+/).filter(Boolean), heard);
    },
  };
}
