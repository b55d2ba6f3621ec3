// Repetition loops: what counts as one (and what is only emphasis), and the fix that takes the repeats out.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAPTION_RULES } from '../schemas/settings';
import { removeRepeats, repetitionLoops } from './hallucination-repetition';
import type { QualityCue } from './quality-text';

/** Cues 3 s apart, each 2.5 s long, optionally spoken by someone. */
const cues = (...texts: (string | [string, string])[]): QualityCue[] =>
  texts.map((t, i) => ({
    startMs: i * 3000,
    endMs: i * 3000 + 2500,
    ...(typeof t === 'string' ? { text: t } : { text: t[1], speaker: t[0] }),
  }));
const times = (phrase: string, n: number) => Array.from({ length: n }, () => phrase).join(' ');
const SENTENCE = 'We shall fight on the beaches.';

describe('repetitionLoops', () => {
  it.each<[string, QualityCue[], { phrase: string; repeats: number; repeatCues: number[] }[]]>([
    ['ordinary speech', cues('Four score and seven years ago', 'our fathers brought forth'), []],
    ['emphasis: "no" seven times', cues(times('no', 7)), []],
    ['one word eight times', cues(times('you', 8)), [{ phrase: 'you', repeats: 8, repeatCues: [0] }]],
    ['"thank you" three times (emphasis)', cues(times('thank you', 3)), []],
    ['"thank you" four times', cues(times('thank you', 4)), [{ phrase: 'thank you', repeats: 4, repeatCues: [0] }]],
    [
      'a three-word phrase three times',
      cues(times('I love you', 3)),
      [{ phrase: 'i love you', repeats: 3, repeatCues: [0] }],
    ],
    [
      'a four-word phrase three times',
      cues(`So ${times('see you next week', 3)} then`),
      [{ phrase: 'see you next week', repeats: 3, repeatCues: [0] }],
    ],
    [
      'case and punctuation aside',
      cues('Thank you. Thank you! thank you, THANK YOU…'),
      [{ phrase: 'thank you', repeats: 4, repeatCues: [0] }],
    ],
    [
      'running on over consecutive cues',
      cues('And I said thank you thank you', times('thank you', 3)),
      [{ phrase: 'thank you', repeats: 5, repeatCues: [0, 1] }],
    ],
    [
      'a short cue said again and again',
      cues('Thank you.', 'Thank you.', 'Thank you.', 'Thank you.'),
      [{ phrase: 'thank you', repeats: 4, repeatCues: [1, 2, 3] }],
    ],
    [
      'the same sentence on cue after cue',
      cues(SENTENCE, SENTENCE, SENTENCE),
      [{ phrase: 'we shall fight on the beaches', repeats: 3, repeatCues: [1, 2] }],
    ],
    ['the same sentence twice', cues(SENTENCE, SENTENCE), []],
    ['two people each saying "yes"', cues(['Ada', times('yes', 4)], ['Bo', times('yes', 4)]), []],
    ['symbols between the words', cues(`♪ ${times('la', 8)} ♪`), [{ phrase: 'la', repeats: 8, repeatCues: [0] }]],
  ])('%s', (_, input, expected) => {
    expect(repetitionLoops(input).map(({ phrase, repeats, repeatCues }) => ({ phrase, repeats, repeatCues }))).toEqual(
      expected,
    );
  });

  it('names where a loop over several cues starts and ends', () => {
    const [loop] = repetitionLoops(cues('Fine.', 'I said thank you thank you', times('thank you', 3), 'Bye.'));
    expect(loop).toMatchObject({ fromCue: 1, toCue: 2 });
  });

  it('counts a long loop once, at its shortest block', () => {
    expect(repetitionLoops(cues(times('you', 12))).map((l) => [l.phrase, l.repeats])).toEqual([['you', 12]]);
  });

  it('shortens a very long repeated sentence for the message', () => {
    const long = 'This sentence is far too long to be shown whole in the problems panel.';
    expect(repetitionLoops(cues(long, long, long))[0]!.phrase).toBe('this sentence is far too long to be sho…');
  });
});

describe('removeRepeats', () => {
  const fixed = (input: QualityCue[], i: number) => {
    const result = removeRepeats(input, i, DEFAULT_CAPTION_RULES);
    return result && result.map((c) => c.text);
  };
  const earlier = cues('And I said thank you thank you', times('thank you', 3), 'Bye.');

  it.each<[string, QualityCue[], number, string[] | null]>([
    ['keeps the first saying', cues(times('Thank you', 6)), 0, ['Thank you']],
    [
      'keeps the words around the loop',
      cues(`Well ${times('thank you', 4)} thank goodness`),
      0,
      ['Well thank you thank goodness'],
    ],
    ['takes the whole loop out from any of its cues', earlier, 1, ['And I said thank you', 'Bye.']],
    ['…the same from the cue where it starts', earlier, 0, ['And I said thank you', 'Bye.']],
    [
      'breaks the lines again',
      cues(`Right, ${times('over and over', 4)}\nagain and again and again`),
      0,
      ['Right, over and over\nagain and again and again'],
    ],
    ['leaves symbols in place', cues(`♪ ${times('la', 8)} ♪`), 0, ['♪ la ♪']],
    ['offers nothing without a loop', cues(times('thank you', 3)), 0, null],
    ['offers nothing for a cue holding only the first saying', cues('Fine thank you', times('thank you', 4)), 0, null],
    ['offers nothing where tags wrap the words', cues('thank you', `<i>${times('thank you', 4)}</i>`), 0, null],
  ])('%s', (_, input, i, expected) => {
    expect(fixed(input, i)).toEqual(expected);
  });

  it('leaves no loop behind', () => {
    const input = cues('And I said thank you thank you', times('thank you', 3), `${times('thank you', 2)} and more`);
    for (const i of repetitionLoops(input)[0]!.repeatCues) {
      const after = removeRepeats(input, i, DEFAULT_CAPTION_RULES)!;
      expect(repetitionLoops(after)).toEqual([]);
      expect(after.map((c) => c.text)).toEqual(['And I said thank you', 'and more']);
    }
  });
});
