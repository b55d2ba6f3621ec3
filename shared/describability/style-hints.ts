// Style hints from the DCMP Description Key (https://dcmp.org/learn/descriptionkey) that text alone can check
// without false alarms: kept to patterns that are nearly always wrong in a description, never a guess at grammar.

export const DESCRIPTION_KEY = { title: 'DCMP Description Key', url: 'https://dcmp.org/learn/descriptionkey' };

/** "We see", "you can see", "we hear": the Key says to describe what is there, not that it is seen. */
const VIEWER_PHRASE = /\b(?:we|you)(?: can| now| then)? (?:see|hear|watch|notice)(?: that)?\b\s*/gi;

/**
 * Common action verbs in the past tense that are not also adjectives or directions ("tired", "left", "made of"), and
 * the past progressive ("was walking"). Quoted text (a sign, a title) is skipped: it is read as written.
 */
const PAST_VERBS = new Set(
  'walked turned smiled opened closed picked pointed nodded entered jumped stood sat ran went came took gave grabbed wrote drew began threw looked waved laughed shook stepped'.split(
    ' ',
  ),
);
const PAST_PROGRESSIVE = /\b(?:was|were) \p{L}+ing\b/iu;
const PRONOUN_FIRST = /^(?:he|she|they|his|her|their|him|them)\b/i;

const unquoted = (text: string) => text.replace(/"[^"]*"|“[^”]*”|'[^']*'(?!\p{L})/gu, ' ');

/** The first "we see"-style phrase in `text`, or null. */
export function viewerPhrase(text: string): string | null {
  VIEWER_PHRASE.lastIndex = 0;
  return VIEWER_PHRASE.exec(unquoted(text))?.[0].trim() ?? null;
}

/** `text` without its "we see"-style phrases, each sentence starting with a capital again. */
export function withoutViewerPhrases(text: string): string {
  return text
    .replace(VIEWER_PHRASE, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** The first past-tense verb or "was …ing" in `text` outside quotes, or null. */
export function pastTense(text: string): string | null {
  const plain = unquoted(text);
  const progressive = PAST_PROGRESSIVE.exec(plain)?.[0];
  if (progressive) return progressive;
  return plain.match(/\p{L}+/gu)?.find((word) => PAST_VERBS.has(word.toLowerCase())) ?? null;
}

/** The pronoun a description starts with, or null. */
export function leadingPronoun(text: string): string | null {
  return PRONOUN_FIRST.exec(text.trim())?.[0] ?? null;
}
