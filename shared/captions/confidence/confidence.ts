// Word confidence from the speech engines, and the rule that keeps it true after people edit the text.
import { UNCERTAIN_CONFIDENCE } from '../../constants';

/** One word of a machine cue as the engine heard it; `confidence` 0..1, absent when the engine gives none. */
export interface CueWord {
  text: string;
  startMs: number;
  endMs: number;
  confidence?: number;
}

const spaced = (text: string) => text.trim().split(/\s+/).filter(Boolean).join(' ');

/**
 * Whether the words still spell the cue's text (spacing and line breaks aside). Words are shown only
 * while this holds: once a person changes the text, the engine's words no longer describe it.
 */
export const wordsSpell = (text: string, words: readonly CueWord[]) =>
  words.length > 0 && spaced(words.map((w) => w.text).join(' ')) === spaced(text);

/** Whether the engine was unsure of this word (below `UNCERTAIN_CONFIDENCE`); no confidence is not uncertain. */
export const isUncertain = (word: CueWord) => word.confidence !== undefined && word.confidence < UNCERTAIN_CONFIDENCE;

/** How many of these words are uncertain. */
export const uncertainCount = (words: readonly CueWord[] | undefined) => (words ?? []).filter(isUncertain).length;

/**
 * Each cue's share of `words`, in order: the caption rules cut words into cues without changing them, so a cue
 * takes the next words until they spell its text. A cue they cannot spell gets none (and the walk goes on).
 */
export function wordsOfCues(cues: readonly { text: string }[], words: readonly CueWord[]): CueWord[][] {
  const queue = words.filter((w) => w.text.trim() !== '');
  let next = 0;
  return cues.map(({ text }) => {
    const target = spaced(text).length;
    const taken: CueWord[] = [];
    for (let i = next; i < queue.length && spaced(taken.map((w) => w.text).join(' ')).length < target; i++) {
      taken.push(queue[i]!);
    }
    if (!wordsSpell(text, taken)) return [];
    next += taken.length;
    return taken.map(({ text: t, startMs, endMs, confidence }) => ({
      text: t.trim(),
      startMs,
      endMs,
      ...(confidence !== undefined ? { confidence } : {}),
    }));
  });
}
