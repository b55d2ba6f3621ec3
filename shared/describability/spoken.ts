// Whether text seen on screen is also said: a fuzzy match of its words against the transcript's words near that
// time, forgiving OCR's misread letters and a speaker who says it a little before or after it shows.

/** Transcript words this far either side of the text's time count. */
export const SPOKEN_WINDOW_MS = 15_000;
/** A word is heard when a transcript word is at least this similar (1 − edit distance / longer length). */
const WORD_SIMILARITY = 0.75;
/** The text is spoken when at least this share of its words is heard. */
const WORDS_HEARD = 0.6;

export interface TimedText {
  startMs: number;
  endMs: number;
  text: string;
}

/** Lower-case words of letters and digits; shorter than three characters only when all digits. */
export function significantWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3 || /^\p{N}+$/u.test(w));
}

function similarity(a: string, b: string): number {
  if (a === b) return 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return 1 - previous[b.length]! / Math.max(a.length, b.length);
}

/** Whether most of `text`'s words are said in `transcript` within SPOKEN_WINDOW_MS of `atMs`. */
export function isSpoken(text: string, atMs: number, transcript: readonly TimedText[]): boolean {
  const wanted = significantWords(text);
  if (wanted.length === 0) return true;
  const near = transcript
    .filter((c) => c.endMs >= atMs - SPOKEN_WINDOW_MS && c.startMs <= atMs + SPOKEN_WINDOW_MS)
    .flatMap((c) => significantWords(c.text));
  const heard = wanted.filter((w) => near.some((n) => similarity(w, n) >= WORD_SIMILARITY));
  return heard.length / wanted.length >= WORDS_HEARD;
}
