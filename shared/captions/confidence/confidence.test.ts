import { describe, expect, it } from 'vitest';
import { UNCERTAIN_CONFIDENCE } from '../../constants';
import { isUncertain, uncertainCount, wordsOfCues, wordsSpell } from './confidence';

const word = (text: string, confidence?: number, startMs = 0) => ({
  text,
  startMs,
  endMs: startMs + 300,
  ...(confidence === undefined ? {} : { confidence }),
});

describe('words that spell a cue', () => {
  it('holds across spacing and line breaks, and stops once any letter of the text changes', () => {
    const words = [word('We'), word('choose'), word('to'), word('go.')];
    expect(wordsSpell('We choose\nto go.', words)).toBe(true);
    expect(wordsSpell('We chose to go.', words)).toBe(false);
    expect(wordsSpell('We choose to go', words)).toBe(false);
    expect(wordsSpell('', [])).toBe(false);
  });
});

describe('uncertain words', () => {
  it('are those below the shared threshold; a word without confidence is not uncertain', () => {
    expect(isUncertain(word('a', UNCERTAIN_CONFIDENCE - 0.01))).toBe(true);
    expect(isUncertain(word('a', UNCERTAIN_CONFIDENCE))).toBe(false);
    expect(isUncertain(word('a'))).toBe(false);
    expect(uncertainCount([word('a', 0.1), word('b', 0.9), word('c')])).toBe(1);
    expect(uncertainCount(undefined)).toBe(0);
  });
});

describe("each cue's share of the engine's words", () => {
  it('walks the words in order, cue by cue, across line breaks', () => {
    const words = [
      word('Hello', 0.9, 0),
      word('there.', 0.4, 300),
      word('General', 0.8, 600),
      word('Kenobi!', 0.7, 900),
    ];
    expect(wordsOfCues([{ text: 'Hello\nthere.' }, { text: 'General Kenobi!' }], words)).toEqual([
      [words[0], words[1]],
      [words[2], words[3]],
    ]);
  });

  it('gives a cue it cannot spell no words, without shifting the cues after it', () => {
    const words = [word('one'), word('two'), word('three')];
    expect(wordsOfCues([{ text: 'uno' }, { text: 'one two' }, { text: 'three' }], words)).toEqual([
      [],
      [words[0], words[1]],
      [words[2]],
    ]);
  });
});
