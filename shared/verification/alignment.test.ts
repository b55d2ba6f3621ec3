import { describe, expect, it } from 'vitest';
import { changedWordShare, wordCount, wordErrors } from './alignment';

describe('wordErrors', () => {
  it.each([
    // sampled, reviewed → words, errors, formatted errors
    ['four score and seven', 'four score and seven', 4, 0, 0],
    ['four score and seven', 'Four score, and seven.', 4, 0, 3], // "Four", "score," and "seven." are written differently
    ['four scores and seven', 'four score and seven', 4, 1, 1], // substitution
    ['four and seven', 'four score and seven', 4, 1, 1], // deletion
    ['four score um and seven', 'four score and seven', 4, 1, 1], // insertion
    ['years ago our fathers', 'four score and seven years ago', 6, 6, 6], // 4 inserted words, 2 substituted
    ['', 'four score', 2, 2, 2],
    ['four score', '', 0, 2, 2],
    ['<i>Four</i> score ♪', 'four score', 2, 0, 1], // tags are formatting; a note is no word
    ['brought forth\non this continent', 'brought forth on this continent', 5, 0, 0], // line breaks are spacing
    ['US', 'us', 1, 0, 1],
  ])('%j → %j', (sampled, reviewed, words, errors, formattedErrors) => {
    expect(wordErrors(sampled, reviewed)).toEqual({ words, errors, formattedErrors });
  });

  it('counts formatting only on words that align, not on the ones substituted', () => {
    expect(wordErrors('Hello, world', 'hello there')).toEqual({ words: 2, errors: 1, formattedErrors: 2 });
  });
});

describe('wordCount', () => {
  it.each([
    ['', 0],
    ['  one  two ', 2],
    ['♪ — ♪', 0],
    ['<i>It is</i> altogether fitting.', 4],
  ])('%j → %i', (text, count) => {
    expect(wordCount(text)).toBe(count);
  });
});

describe('changedWordShare', () => {
  const verified = [
    { id: 'a', text: 'four score and seven' },
    { id: 'b', text: 'years ago our fathers' },
  ];

  it.each([
    ['nothing changed', verified, 0],
    ['only punctuation', [{ id: 'a', text: 'Four score, and seven' }, verified[1]!], 0],
    ['one word of eight', [{ id: 'a', text: 'four score and eight' }, verified[1]!], 1 / 8],
    ['a cue deleted', [verified[0]!], 4 / 8],
    ['a cue added', [...verified, { id: 'c', text: 'brought forth' }], 2 / 8],
    ['everything rewritten and more', [{ id: 'z', text: 'one two three four five six seven eight nine' }], 1],
  ])('%s', (_, now, share) => {
    expect(changedWordShare(verified, now)).toBeCloseTo(share, 6);
  });

  it('is 0 for two empty tracks and 1 when words appear on an empty one', () => {
    expect(changedWordShare([], [])).toBe(0);
    expect(changedWordShare([], [{ id: 'a', text: 'hello' }])).toBe(1);
  });
});
