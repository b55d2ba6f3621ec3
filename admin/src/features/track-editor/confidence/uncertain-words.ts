import { type CueWord, isUncertain, wordsSpell } from '@shared/captions/confidence/confidence';
import type { EditorCue } from '../model/cue-order';

/**
 * The engine's words of each cue that still has uncertain ones: its words must still spell its text (an edit
 * clears them) and the cue must not be confirmed. Each value is the cue's own array, so rows stay memoised.
 */
export function uncertainWordsByCue(cues: readonly EditorCue[], confirmed: ReadonlySet<string>) {
  const byCue = new Map<string, readonly CueWord[]>();
  for (const cue of cues) {
    const words = cue.words;
    if (!words || confirmed.has(cue.id) || !words.some(isUncertain) || !wordsSpell(cue.text, words)) continue;
    byCue.set(cue.id, words);
  }
  return byCue;
}

/** Where each word sits in the cue's text, as [start, end) offsets (the words spell the text, in order). */
export function wordRanges(text: string, words: readonly CueWord[]): [number, number][] {
  let from = 0;
  return words.map((word) => {
    const start = text.indexOf(word.text, from);
    from = start + word.text.length;
    return [start, from];
  });
}

export interface UncertainSpot {
  cueId: string;
  /** Offsets of the word in the cue's text. */
  range: [number, number];
}

/** The first uncertain word after `after` (the cue and caret where the person is), wrapping to the first one. */
export function nextUncertainSpot(
  cues: readonly EditorCue[],
  byCue: ReadonlyMap<string, readonly CueWord[]>,
  after: { cueId: string; caret: number } | null,
): UncertainSpot | null {
  const spots: (UncertainSpot & { index: number })[] = [];
  cues.forEach((cue, index) => {
    const words = byCue.get(cue.id);
    if (!words) return;
    wordRanges(cue.text, words).forEach((range, i) => {
      if (isUncertain(words[i]!)) spots.push({ cueId: cue.id, range, index });
    });
  });
  const at = after ? cues.findIndex((cue) => cue.id === after.cueId) : -1;
  const next = spots.find((s) => s.index > at || (s.index === at && after !== null && s.range[0] > after.caret));
  const found = next ?? spots[0];
  return found ? { cueId: found.cueId, range: found.range } : null;
}
