import { describe, expect, it } from 'vitest';
import { type CaptionRules, DEFAULT_CAPTION_RULES } from '../schemas/settings';
import { checkCaptionProblems, countByRule, type IdentifiedCue } from './quality-problems';
import { CAPTION_RULE_PRESETS } from './rule-presets';

const rules: CaptionRules = DEFAULT_CAPTION_RULES;
const cue = (id: string, startMs: number, endMs: number, text: string, speaker?: string): IdentifiedCue => ({
  id,
  startMs,
  endMs,
  text,
  ...(speaker ? { speaker } : {}),
});
/** Which rules each cue breaks, as `[cueId, rule, fix]`. */
const found = (cues: IdentifiedCue[], r = rules) => checkCaptionProblems(cues, r).map((p) => [p.cueId, p.rule, p.fix]);

describe('checkCaptionProblems', () => {
  it('passes captions that follow the Netflix defaults', () => {
    expect(
      found([
        cue('a', 0, 2000, 'Four score and seven years ago'),
        cue('b', 2083, 5000, '<i>our fathers brought forth</i>\non this continent'),
        cue('c', 5000, 7000, 'a new nation'),
      ]),
    ).toEqual([]);
  });

  it.each([
    ['a line over 42 characters', cue('a', 0, 4000, 'x'.repeat(43)), 'line-length', null],
    [
      'a long line that fits on two',
      cue('a', 0, 5000, 'one two three four five six seven eight nine ten'),
      'line-length',
      'rebalance-lines',
    ],
    ['three lines', cue('a', 0, 4000, 'one\ntwo\nthree'), 'line-count', 'rebalance-lines'],
    ['over 17 characters per second', cue('a', 0, 1000, 'Twenty characters ok'), 'cps', 'fit-cps'],
    ['under 5/6 of a second', cue('a', 0, 500, 'Hi'), 'too-short', 'extend-duration'],
    ['over 7 seconds with little text', cue('a', 0, 9000, 'Applause'), 'too-long', 'shorten-duration'],
    ['no visible text', cue('a', 0, 2000, ' <i> </i> '), 'empty', 'delete-cue'],
    ['an italic never closed', cue('a', 0, 2000, '<i>Whispering'), 'unbalanced-tags', 'close-tags'],
    ['a closing tag that closes nothing', cue('a', 0, 2000, 'Loud</b>'), 'unbalanced-tags', 'close-tags'],
  ])('flags %s', (_name, c, rule, fix) => {
    expect(found([c])).toEqual([['a', rule, fix]]);
  });

  it('counts characters as shown: tags left out, the speaker prefix counted, emoji as one', () => {
    expect(found([cue('a', 0, 4000, `<b>${'x'.repeat(42)}</b>`)])).toEqual([]);
    expect(found([cue('a', 0, 4000, 'x'.repeat(38), 'Ann')])).toEqual([['a', 'line-length', null]]);
    expect(found([cue('a', 0, 1000, '😀'.repeat(17))])).toEqual([]);
    expect(found([cue('a', 0, 1000, '😀'.repeat(18))])).toEqual([['a', 'cps', 'fit-cps']]);
  });

  it('reads 13 characters per second as too fast for children but not for adults', () => {
    const children = CAPTION_RULE_PRESETS.find((p) => p.id === 'netflix-children')!.rules;
    const c = cue('a', 0, 2000, 'Thirty characters of text here');
    expect(found([c])).toEqual([]);
    expect(found([c], children)).toEqual([['a', 'cps', 'fit-cps']]);
  });

  it('flags a gap under 2 frames and overlaps, but lets cues touch', () => {
    const cues = [
      cue('a', 0, 2000, 'First'),
      cue('b', 2040, 4000, 'Second'),
      cue('c', 4000, 6000, 'Third touches'),
      cue('d', 5500, 7000, 'Fourth overlaps'),
    ];
    expect(found(cues)).toEqual([
      ['a', 'gap', 'close-gap'],
      ['c', 'overlap', 'fix-overlap'],
    ]);
    expect(found(cues, { ...rules, minGapMs: 0 })).toEqual([['c', 'overlap', 'fix-overlap']]);
  });

  it('says what is wrong and numbers cues from 1', () => {
    const problems = checkCaptionProblems(
      [cue('a', 0, 2000, 'Fine'), cue('b', 2000, 2400, 'one\ntwo\nthree <i>x'), cue('c', 2300, 9400, 'Late')],
      rules,
    );
    expect(problems.map((p) => [p.cueNumber, p.message])).toEqual([
      [2, '3 lines (at most 2)'],
      [2, '32.5 characters per second (at most 17)'],
      [2, 'Shown for 0.4 s (at least 0.833 s)'],
      [2, '<i> is not closed'],
      [2, 'Overlaps the next caption by 0.1 s'],
      [3, 'Shown for 7.1 s (at most 7 s)'],
    ]);
  });

  it('offers no fix where none can pass without a person deciding', () => {
    // No room: neighbours on both sides leave too little time to slow the cue down.
    const squeezed = [cue('a', 0, 1000, 'Before'), cue('b', 1083, 2083, 'x'.repeat(30)), cue('c', 2166, 4000, 'After')];
    expect(found(squeezed)).toEqual([['b', 'cps', null]]);
    // Same start: ending the first cue before the second would leave it no time at all.
    expect(found([cue('a', 0, 2000, 'One'), cue('b', 0, 2000, 'Two')])).toEqual([['a', 'overlap', null]]);
  });

  it('counts problems by rule, every rule present', () => {
    const counts = countByRule(checkCaptionProblems([cue('a', 0, 100, ''), cue('b', 50, 1000, 'Hi')], rules));
    expect(counts).toMatchObject({ empty: 1, overlap: 1, cps: 0 });
    // The caption rules' nine, the hallucination guards' three (hallucination.ts) and the descriptions' five
    // (describability/description-problems.ts).
    expect(Object.keys(counts)).toHaveLength(17);
  });
});
