import type { TimedWord } from '@shared/captions/segment/segment';

/** A segment as whisper.node's prebuilt addon (`@fugood/node-whisper-linux-x64`) returns it: times in milliseconds. */
export interface WhisperSegment {
  text: string;
  t0: number;
  t1: number;
}

const PUNCTUATION_ONLY = /^[\p{P}\s]+$/u;
/** Ends a phrase in Chinese and Japanese, written without spaces: no token there starts with one. */
const PHRASE_END = /[。，、！？；：]$/u;
const NON_SPEECH = /^[♪♫♬\s]*$/u;

/**
 * Words from whisper.cpp run with `tokenTimestamps` and `maxLen: 1`, which gives one segment per token
 * (whisper.cpp's "word-level timestamps"): a token that starts with a space starts a word, the others
 * continue it. Punctuation joins the word before it without stretching its time (whisper gives a comma the
 * pause after it). Annotations such as `[BLANK_AUDIO]` or `(music)` are not speech and are dropped.
 * The binding gives no token probabilities, so the words carry no confidence.
 */
export function wordsFromWhisper(segments: readonly WhisperSegment[]): TimedWord[] {
  const words: TimedWord[] = [];
  let annotationDepth = 0;
  for (const { text: token, t0, t1 } of segments) {
    const trimmed = token.trim();
    if (!trimmed) continue;
    const opens = (trimmed.match(/[[(]/g) ?? []).length;
    if (annotationDepth > 0 || opens > 0) {
      annotationDepth = Math.max(0, annotationDepth + opens - (trimmed.match(/[\])]/g) ?? []).length);
      continue;
    }
    const previous = words.at(-1);
    const spaced = /^\s/.test(token);
    if (previous && !spaced && PUNCTUATION_ONLY.test(trimmed)) {
      previous.text += trimmed;
    } else if (!previous || spaced || PHRASE_END.test(previous.text)) {
      words.push({ text: trimmed, startMs: t0, endMs: Math.max(t0, t1) });
    } else {
      previous.text += trimmed;
      previous.endMs = Math.max(previous.endMs, t1);
    }
  }
  return words.filter((word) => !NON_SPEECH.test(word.text));
}
