// Word error rate: how many words a recogniser got wrong against what was said, after both texts are normalised so
// that writing conventions (case, punctuation, "25" against "twenty five") are not counted as errors.

/** The edits that turn the reference's words into the hypothesis's, and the rate they make. */
export interface WordErrors {
  /** Words in the (normalised) reference. */
  referenceWords: number;
  substitutions: number;
  /** Reference words the hypothesis lacks. */
  deletions: number;
  /** Hypothesis words the reference lacks. */
  insertions: number;
  /** (substitutions + deletions + insertions) ÷ reference words; Infinity for words heard against an empty reference. */
  rate: number;
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];
const IRREGULAR_ORDINALS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** 0–999 in words, without "and" (US usage): 105 → "one hundred five". */
function underThousand(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) words.push(ONES[Math.floor(n / 100)]!, 'hundred');
  const rest = n % 100;
  if (rest === 0) return words.length > 0 ? words : ['zero'];
  if (rest < 20) words.push(ONES[rest]!);
  else words.push(TENS[Math.floor(rest / 10)]!, ...(rest % 10 ? [ONES[rest % 10]!] : []));
  return words;
}

/** A whole number in words, as a cardinal ("1,205" → "one thousand two hundred five"). */
export function cardinalWords(digits: string): string[] {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  // Beyond trillions nobody says the number: read it digit by digit.
  if (trimmed.length > 15) return [...trimmed].map((d) => ONES[Number(d)]!);
  const groups: number[] = [];
  for (let end = trimmed.length; end > 0; end -= 3) groups.unshift(Number(trimmed.slice(Math.max(0, end - 3), end)));
  if (groups.every((g) => g === 0)) return ['zero'];
  return groups.flatMap((group, i) => {
    if (group === 0) return [];
    const scale = SCALES[groups.length - 1 - i]!;
    return [...underThousand(group), ...(scale ? [scale] : [])];
  });
}

/**
 * A four-digit number from 1100 to 1999 is read as a year, in pairs, since that is how such numbers are nearly always
 * spoken in running text ("1984" → "nineteen eighty four", "1905" → "nineteen oh five", "1900" → "nineteen hundred").
 */
function yearWords(n: number): string[] {
  const century = underThousand(Math.floor(n / 100));
  const rest = n % 100;
  if (rest === 0) return [...century, 'hundred'];
  return [...century, ...(rest < 10 ? ['oh'] : []), ...underThousand(rest)];
}

function ordinal(words: string[]): string[] {
  const last = words.at(-1)!;
  const spoken = IRREGULAR_ORDINALS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words.slice(0, -1), spoken];
}

/** "1980s" → "nineteen eighties", "6s" → "sixes". */
function plural(words: string[]): string[] {
  const last = words.at(-1)!;
  const spoken = last.endsWith('y') ? `${last.slice(0, -1)}ies` : last.endsWith('x') ? `${last}es` : `${last}s`;
  return [...words.slice(0, -1), spoken];
}

/** A number as written ("1,205", "3.5", "21st", "1984", "1980s") in words. */
export function numberWords(written: string): string[] {
  const match = /^(\d+(?:,\d{3})*)(?:\.(\d+))?(st|nd|rd|th|'?s)?$/.exec(written);
  if (!match) return [written];
  const [, whole, fraction, suffix] = match;
  const digits = whole!.replace(/,/g, '');
  const value = Number(digits);
  const isPlural = suffix !== undefined && suffix.endsWith('s') && suffix !== 'st';
  const isYear =
    !whole!.includes(',') &&
    !fraction &&
    (!suffix || isPlural) &&
    digits.length === 4 &&
    value >= 1100 &&
    value <= 1999;
  const words = isYear ? yearWords(value) : cardinalWords(digits);
  if (fraction) return [...words, 'point', ...[...fraction].map((d) => ONES[Number(d)]!)];
  if (!suffix) return words;
  return isPlural ? plural(words) : ordinal(words);
}

/** Abbreviations whose spoken form is one word; "St." (saint or street) is left alone, being ambiguous. */
const SPOKEN: Record<string, string> = { mr: 'mister', mrs: 'missus', dr: 'doctor' };

const COMBINING_MARKS = /\p{M}+/gu;
// A suffix counts only when a word ends there: "4th" is "fourth", "4this" is "four this".
const NUMBER = /\d+(?:,\d{3})*(?:\.\d+)?(?:(?:st|nd|rd|th|'?s)(?!\p{L}))?/gu;
const NOT_WORD = /[^\p{L}\p{N}']+/gu;

/**
 * The words of a text as WER compares them: lower case, accents dropped ("café" = "cafe"), punctuation gone
 * (hyphens separate: "cold-hearted" = "cold hearted"; apostrophes inside a word stay: "don't"), "%" and "&" spelled,
 * Mr/Mrs/Dr spelled, and **numbers in words** ("25" → "twenty five", "21st" → "twenty first", "3.5" → "three
 * point five", "1984" → "nineteen eighty four"). Numbers go to words, not words to digits, because references of
 * read speech (LibriSpeech, the pocketsphinx test data) and pocketsphinx itself spell numbers, and digits → words is
 * unambiguous where words → digits is not ("one of them"). Not handled, so counted as errors: contractions ("don't"
 * ≠ "do not"), a spoken "and" inside a number ("one hundred and five" against "105"), currency (the symbol is
 * dropped: "$5" → "five"), spelling variants ("colour" ≠ "color").
 */
export function normaliseWords(text: string): string[] {
  const spelled = text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[‘’ʼ]/g, "'")
    .replace(/%/g, ' percent ')
    .replace(/&/g, ' and ')
    // A number glued to letters ("mp3") is still a number; the space keeps it a word of its own.
    .replace(NUMBER, (written) => ` ${numberWords(written).join(' ')} `);
  return spelled
    .split(NOT_WORD)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '')
    .map((word) => SPOKEN[word] ?? word);
}

// What each cell of the edit table came from, for walking back the chosen path.
const MATCH = 0;
const SUBSTITUTE = 1;
const DELETE = 2;
const INSERT = 3;

/**
 * The fewest substitutions, deletions and insertions (each costing one) that turn `reference` into `hypothesis`
 * (Levenshtein distance over words), with how many of each the chosen path uses. Of equally short paths the counts
 * prefer substitutions, then deletions; the total, and so the rate, is the same whichever is chosen. Memory is
 * one byte per pair of words.
 */
export function wordEdits(reference: readonly string[], hypothesis: readonly string[]): WordErrors {
  const n = reference.length;
  const m = hypothesis.length;
  const width = m + 1;
  const steps = new Uint8Array((n + 1) * width);
  let previous = Uint32Array.from({ length: width }, (_, j) => j);
  for (let j = 1; j <= m; j++) steps[j] = INSERT;
  for (let i = 1; i <= n; i++) {
    const row = new Uint32Array(width);
    row[0] = i;
    steps[i * width] = DELETE;
    for (let j = 1; j <= m; j++) {
      const same = reference[i - 1] === hypothesis[j - 1];
      const diagonal = previous[j - 1]! + (same ? 0 : 1);
      const deletion = previous[j]! + 1;
      const insertion = row[j - 1]! + 1;
      const best = Math.min(diagonal, deletion, insertion);
      row[j] = best;
      steps[i * width + j] = best === diagonal ? (same ? MATCH : SUBSTITUTE) : best === deletion ? DELETE : INSERT;
    }
    previous = row;
  }
  let substitutions = 0;
  let deletions = 0;
  let insertions = 0;
  for (let i = n, j = m; i > 0 || j > 0;) {
    const step = steps[i * width + j];
    if (step === MATCH || step === SUBSTITUTE) {
      if (step === SUBSTITUTE) substitutions++;
      i--;
      j--;
    } else if (step === DELETE) {
      deletions++;
      i--;
    } else {
      insertions++;
      j--;
    }
  }
  return withRate({ referenceWords: n, substitutions, deletions, insertions });
}

function withRate(counts: Omit<WordErrors, 'rate'>): WordErrors {
  const errors = counts.substitutions + counts.deletions + counts.insertions;
  return { ...counts, rate: counts.referenceWords > 0 ? errors / counts.referenceWords : errors > 0 ? Infinity : 0 };
}

/** The word errors of what a recogniser heard against what was said, both normalised (`normaliseWords`). */
export const wordErrors = (reference: string, hypothesis: string): WordErrors =>
  wordEdits(normaliseWords(reference), normaliseWords(hypothesis));

/** The errors of a whole test set: counts added up, so the rate weighs each utterance by its length. */
export function totalWordErrors(parts: readonly WordErrors[]): WordErrors {
  const sum = (key: 'referenceWords' | 'substitutions' | 'deletions' | 'insertions') =>
    parts.reduce((total, part) => total + part[key], 0);
  return withRate({
    referenceWords: sum('referenceWords'),
    substitutions: sum('substitutions'),
    deletions: sum('deletions'),
    insertions: sum('insertions'),
  });
}
