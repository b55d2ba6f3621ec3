// How many words a person had to correct: a word-level edit distance between the text as sampled and the text
// as reviewed, after normalisation (case, punctuation, styling tags), and how many more differ in formatting only.
import { wordKey } from '../captions/word-key';

interface Word {
  /** As written (with its punctuation, case and tags): what formatting errors compare. */
  token: string;
  /** As compared for word errors (see `wordKey`). */
  key: string;
}

/** The text's words; tokens without one ("♪", "—") are not words. */
function wordsOf(text: string): Word[] {
  return text
    .split(/\s+/)
    .map((token) => ({ token, key: wordKey(token) }))
    .filter((w) => w.key !== '');
}

/** How many words `text` has, as the alignment counts them. */
export const wordCount = (text: string) => wordsOf(text).length;

export interface WordErrors {
  /** Words in the reviewed text: the reference the errors are counted against. */
  words: number;
  /** Substitutions, deletions and insertions (word-level Levenshtein distance). */
  errors: number;
  /** `errors` plus aligned words that are the same word written differently ("us," → "US."). */
  formattedErrors: number;
}

/** The errors in `sampled` against `reviewed`, the text a person confirmed or corrected. */
export function wordErrors(sampled: string, reviewed: string): WordErrors {
  const a = wordsOf(sampled);
  const b = wordsOf(reviewed);
  const width = b.length + 1;
  // distance[i * width + j]: edits turning the first i sampled words into the first j reviewed words.
  const distance = new Uint32Array((a.length + 1) * width);
  for (let j = 0; j <= b.length; j++) distance[j] = j;
  for (let i = 1; i <= a.length; i++) {
    distance[i * width] = i;
    for (let j = 1; j <= b.length; j++) {
      const substitution = distance[(i - 1) * width + j - 1]! + (a[i - 1]!.key === b[j - 1]!.key ? 0 : 1);
      const deletion = distance[(i - 1) * width + j]! + 1;
      const insertion = distance[i * width + j - 1]! + 1;
      distance[i * width + j] = Math.min(substitution, deletion, insertion);
    }
  }
  // Walk one optimal alignment back, counting the matched words whose spelling as written differs.
  let formatting = 0;
  for (let i = a.length, j = b.length; i > 0 && j > 0;) {
    const here = distance[i * width + j]!;
    const same = a[i - 1]!.key === b[j - 1]!.key;
    if (here === distance[(i - 1) * width + j - 1]! + (same ? 0 : 1)) {
      if (same && a[i - 1]!.token !== b[j - 1]!.token) formatting++;
      i--;
      j--;
    } else if (here === distance[(i - 1) * width + j]! + 1) i--;
    else j--;
  }
  const errors = distance[a.length * width + b.length]!;
  return { words: b.length, errors, formattedErrors: errors + formatting };
}

/**
 * The share of the words of `before` changed in `after` (0..1), cue by cue by id: a cue gone or added counts all
 * its words. What "changed since verified" reports for a track edited after its verification.
 */
export function changedWordShare(
  before: readonly { id: string; text: string }[],
  after: readonly { id: string; text: string }[],
): number {
  const now = new Map(after.map((cue) => [cue.id, cue.text]));
  let words = 0;
  let changed = 0;
  for (const cue of before) {
    const text = now.get(cue.id);
    words += wordCount(cue.text);
    changed += text === undefined ? wordCount(cue.text) : wordErrors(cue.text, text).errors;
    now.delete(cue.id);
  }
  for (const text of now.values()) changed += wordCount(text);
  if (words === 0) return changed === 0 ? 0 : 1;
  return Math.min(1, changed / words);
}
