// Line breaking for caption cues: as few lines as fit, then balanced, preferring breaks after punctuation.

/** Length as a reader counts it: code points, not UTF-16 units. */
export const lengthOf = (text: string) => [...text].length;

/**
 * Breaks `text` into the fewest lines of at most `maxChars` (a longer word gets a line of its own), then
 * moves words between neighbouring lines so two lines come out about even — bottom-heavy like a pyramid
 * when they cannot be equal — and a line ends after punctuation when that costs little.
 */
export function breakLines(text: string, maxChars: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const greedy: string[][] = [];
  for (const word of words) {
    const line = greedy.at(-1);
    if (line && lengthOf([...line, word].join(' ')) <= maxChars) line.push(word);
    else greedy.push([word]);
  }
  if (greedy.length !== 2) return greedy.map((l) => l.join(' '));
  return balancedTwoLines(words, maxChars);
}

function balancedTwoLines(words: string[], maxChars: number): string[] {
  let best: { cost: number; at: number } | null = null;
  for (let at = 1; at < words.length; at++) {
    const top = lengthOf(words.slice(0, at).join(' '));
    const bottom = lengthOf(words.slice(at).join(' '));
    if (top > maxChars || bottom > maxChars) continue;
    const punctuation = /[.,;:?!…—–]["'”’)]*$/.test(words[at - 1]!) ? -15 : 0;
    const cost = Math.abs(top - bottom) + (top > bottom ? 2 : 0) + punctuation;
    if (!best || cost < best.cost) best = { cost, at };
  }
  if (!best) return [words.join(' ')];
  return [words.slice(0, best.at).join(' '), words.slice(best.at).join(' ')];
}
