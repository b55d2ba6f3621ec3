import { describe, expect, it } from 'vitest';
import { normaliseWords, numberWords, totalWordErrors, wordEdits, wordErrors } from './word-error-rate';

describe('normalising a text for WER', () => {
  it.each([
    ['case and punctuation', 'Hello, World! "Yes."', 'hello world yes'],
    ['hyphens separate words', 'cold-hearted and ill-disposed', 'cold hearted and ill disposed'],
    [
      'apostrophes stay inside a word, not at its edges',
      "Don’t say 'tis the Dashwoods' house",
      "don't say tis the dashwoods house",
    ],
    ['accents are dropped', 'Café naïve', 'cafe naive'],
    [
      'Mr, Mrs and Dr are spelled',
      'Mr. Dashwood met Mrs Jennings and Dr. Bell',
      'mister dashwood met missus jennings and doctor bell',
    ],
    ['percent and ampersand', '50% of R&D', 'fifty percent of r and d'],
    ['a number glued to letters is still a number', 'an mp3 at 3pm', 'an mp three at three pm'],
    ['currency symbols are dropped', 'it cost $5', 'it cost five'],
    ['numbers in words stay words', 'twenty five', 'twenty five'],
    ['an empty or punctuation-only text has no words', ' — … ', ''],
  ])('%s', (_, text, words) => {
    expect(normaliseWords(text).join(' ')).toBe(words);
  });
});

describe('numbers in words', () => {
  it.each([
    ['0', 'zero'],
    ['7', 'seven'],
    ['13', 'thirteen'],
    ['25', 'twenty five'],
    ['40', 'forty'],
    ['105', 'one hundred five'],
    ['1,205', 'one thousand two hundred five'],
    ['2000', 'two thousand'],
    ['2026', 'two thousand twenty six'],
    ['1,000,000', 'one million'],
    ['1984', 'nineteen eighty four'],
    ['1905', 'nineteen oh five'],
    ['1900', 'nineteen hundred'],
    ['1980s', 'nineteen eighties'],
    ['1st', 'first'],
    ['2nd', 'second'],
    ['3rd', 'third'],
    ['12th', 'twelfth'],
    ['20th', 'twentieth'],
    ['21st', 'twenty first'],
    ['100th', 'one hundredth'],
    ['3.5', 'three point five'],
    ['0.25', 'zero point two five'],
    ['007', 'seven'],
  ])('%s → %s', (written, words) => {
    expect(numberWords(written).join(' ')).toBe(words);
  });

  it('reads a number too long to say digit by digit', () => {
    expect(numberWords('1234567890123456').join(' ')).toBe(
      'one two three four five six seven eight nine zero one two three four five six',
    );
  });

  it('counts "25" heard for "twenty five" as right', () => {
    expect(wordErrors('He was twenty five.', 'he was 25').rate).toBe(0);
  });
});

const words = (text: string) => (text === '' ? [] : text.split(' '));

describe('word edits', () => {
  it.each([
    // reference, hypothesis, substitutions, deletions, insertions
    ['the cat sat', 'the cat sat', 0, 0, 0],
    ['the cat sat', 'the bat sat', 1, 0, 0],
    ['the cat sat', 'the sat', 0, 1, 0],
    ['the cat sat', 'the cat sat down', 0, 0, 1],
    ['the cat sat', '', 0, 3, 0],
    ['a b c d', 'b c d e', 0, 1, 1],
    ['he was not an ill disposed young man', 'he was not an illness those young man', 2, 0, 0],
    ['had he married a more a amiable woman', 'had he married a more amiable woman', 0, 1, 0],
  ])('%s → %s', (reference, hypothesis, substitutions, deletions, insertions) => {
    const edits = wordEdits(words(reference), words(hypothesis));
    expect(edits).toMatchObject({ substitutions, deletions, insertions, referenceWords: words(reference).length });
    expect(edits.rate).toBeCloseTo((substitutions + deletions + insertions) / words(reference).length);
  });

  it('can exceed 100 % when the hypothesis adds many words', () => {
    expect(wordEdits(['yes'], ['thank', 'you', 'thank', 'you']).rate).toBe(4);
  });

  it('gives 0 for nothing against nothing and Infinity for words against nothing', () => {
    expect(wordEdits([], []).rate).toBe(0);
    expect(wordEdits([], ['hello']).rate).toBe(Infinity);
  });

  it("matches pocketsphinx's own test: the LibriVox utterance and its expected hypothesis", () => {
    // /usr/share/pocketsphinx/test/data/librivox: transcription and test-lm.match for utterance 0870.
    const edits = wordErrors(
      'and mister john dashwood had then leisure to consider how much there might be prudently in his power to do for them',
      'but mr john guess would have been at leisure to consider how much there might be prickly in his power to do for',
    );
    expect(edits).toMatchObject({ referenceWords: 22, substitutions: 5, deletions: 1, insertions: 2 });
  });
});

describe('the errors of a test set', () => {
  it('adds the counts, so a long utterance weighs more than a short one', () => {
    const total = totalWordErrors([wordErrors('a b c d e f g h i j', 'a b c d e f g h i j'), wordErrors('a b', 'x y')]);
    expect(total).toEqual({ referenceWords: 12, substitutions: 2, deletions: 0, insertions: 0, rate: 2 / 12 });
  });

  it('is 0 over no utterances', () => {
    expect(totalWordErrors([]).rate).toBe(0);
  });
});
