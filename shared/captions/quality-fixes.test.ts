import { describe, expect, it } from 'vitest';
import { type CaptionRules, DEFAULT_CAPTION_RULES } from '../schemas/settings';
import { applyFix, fixLabel } from './quality-fixes';
import { type CaptionProblem, checkCaptionProblems, type IdentifiedCue, type QualityRule } from './quality-problems';

const rules: CaptionRules = DEFAULT_CAPTION_RULES;
const cue = (id: string, startMs: number, endMs: number, text: string, speaker?: string): IdentifiedCue => ({
  id,
  startMs,
  endMs,
  text,
  ...(speaker ? { speaker } : {}),
});
const problemOf = (cues: IdentifiedCue[], id: string, rule: QualityRule): CaptionProblem => {
  const problem = checkCaptionProblems(cues, rules).find((p) => p.cueId === id && p.rule === rule);
  if (!problem) throw new Error(`no ${rule} problem on ${id}`);
  return problem;
};
/** Applies the one-click fix for `rule` on cue `id` and answers the cues as `[id, start, end, text]`. */
const fixed = (cues: IdentifiedCue[], id: string, rule: QualityRule) =>
  applyFix(cues, problemOf(cues, id, rule), rules).map((c) => [c.id, c.startMs, c.endMs, c.text]);

describe('one-click fixes', () => {
  it('fits duration to 17 characters per second by extending into the following gap, keeping 2 frames', () => {
    const cues = [cue('a', 0, 1000, 'x'.repeat(34)), cue('b', 5000, 6000, 'Next')];
    expect(fixed(cues, 'a', 'cps')).toEqual([
      ['a', 0, 2000, 'x'.repeat(34)],
      ['b', 5000, 6000, 'Next'],
    ]);
  });

  it('pulls the start back when the following gap is not enough, never over the previous cue', () => {
    const cues = [cue('p', 0, 1000, 'Before'), cue('a', 2000, 3000, 'x'.repeat(34)), cue('b', 3500, 5000, 'After')];
    expect(fixed(cues, 'a', 'cps')).toEqual([
      ['p', 0, 1000, 'Before'],
      ['a', 1417, 3417, 'x'.repeat(34)],
      ['b', 3500, 5000, 'After'],
    ]);
  });

  it('lengthens a too-short cue to 5/6 of a second', () => {
    expect(fixed([cue('a', 1000, 1200, 'Hi'), cue('b', 3000, 4000, 'There')], 'a', 'too-short')[0]).toEqual([
      'a',
      1000,
      1833,
      'Hi',
    ]);
  });

  it('offers no lengthening to an instant cue that starts with another cue, which any length would overlap', () => {
    const cues = [cue('a', 0, 1, ''), cue('b', 0, 0, 'one')];
    const tooShort = problemOf(cues, 'b', 'too-short');
    expect(tooShort.fix).toBeNull();
    expect(applyFix(cues, { ...tooShort, fix: 'extend-duration' }, rules)).toBe(cues);
  });

  it('shortens a long-lingering cue to 7 seconds, or splits one whose text needs longer', () => {
    expect(fixed([cue('a', 0, 12_000, '[applause]')], 'a', 'too-long')).toEqual([['a', 0, 7000, '[applause]']]);
    const words =
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';
    const long = [cue('a', 0, 10_000, words), cue('a-2', 11_000, 12_000, 'Taken id')];
    const split = fixed(long, 'a', 'too-long');
    expect(split.map(([id, start, end]) => [id, start, end])).toEqual([
      ['a', 0, 5000],
      ['a-3', 5000, 10_000],
      ['a-2', 11_000, 12_000],
    ]);
    expect(`${split[0]![3]} ${split[1]![3]}`.replace(/\n/g, ' ')).toBe(words);
  });

  it('opens a small gap to 2 frames, or closes it when the cue cannot spare the time', () => {
    const roomy = [cue('a', 0, 2960, 'Hello'), cue('b', 3000, 4000, 'There')];
    expect(fixed(roomy, 'a', 'gap')[0]).toEqual(['a', 0, 2917, 'Hello']);
    const busy = [cue('a', 0, 860, 'Hello'), cue('b', 900, 4000, 'There')];
    expect(fixed(busy, 'a', 'gap')[0]).toEqual(['a', 0, 900, 'Hello']);
  });

  it('ends an overlapping cue 2 frames before the next starts', () => {
    expect(fixed([cue('a', 0, 3000, 'One'), cue('b', 2000, 4000, 'Two')], 'a', 'overlap')[0]).toEqual([
      'a',
      0,
      1917,
      'One',
    ]);
  });

  it('rebalances the lines into even ones under 42 characters, the speaker prefix counted', () => {
    const text = 'Four score and seven years ago our fathers brought forth on this continent';
    expect(fixed([cue('a', 0, 6000, text)], 'a', 'line-length')[0]![3]).toBe(
      'Four score and seven years ago our\nfathers brought forth on this continent',
    );
    const three = cue('a', 0, 6000, 'Four score\nand seven years\nago', 'Lincoln');
    const [, , , rebalanced] = fixed([three], 'a', 'line-count')[0]!;
    expect(rebalanced).toBe('Four score and seven years ago');
  });

  it('splits a cue with more text than two lines hold into cues that each fit, sharing its time', () => {
    const text =
      'Four score and seven years ago our fathers brought forth on this continent, a new nation, conceived in Liberty';
    const split = fixed([cue('a', 0, 6000, text)], 'a', 'line-length');
    expect(split.map(([id, start, end]) => [id, start, end])).toEqual([
      ['a', 0, 3000],
      ['a-2', 3000, 6000],
    ]);
    expect(split.map(([, , , t]) => t)).toEqual([
      'Four score and seven years\nago our fathers brought forth',
      'on this continent, a new nation,\nconceived in Liberty',
    ]);
  });

  it('closes unbalanced tags the way the parser already shows them', () => {
    expect(fixed([cue('a', 0, 2000, '<i>Whispering')], 'a', 'unbalanced-tags')[0]![3]).toBe('<i>Whispering</i>');
    expect(fixed([cue('a', 0, 2000, 'Loud</b> and <i><b>clear</i></b>')], 'a', 'unbalanced-tags')[0]![3]).toBe(
      'Loud and <i><b>clear</b></i>',
    );
  });

  it('deletes an empty cue', () => {
    expect(fixed([cue('a', 0, 2000, '  '), cue('b', 3000, 4000, 'Kept')], 'a', 'empty')).toEqual([
      ['b', 3000, 4000, 'Kept'],
    ]);
  });

  it('finds the cue by id when it has moved, and changes nothing when it is gone or already passes', () => {
    const cues = [cue('a', 0, 1000, 'x'.repeat(34)), cue('b', 5000, 6000, 'Next')];
    const problem = problemOf(cues, 'a', 'cps');
    const moved = [cue('z', 0, 10, 'New first'), ...cues.map((c) => ({ ...c, startMs: c.startMs + 100 }))];
    expect(applyFix(moved, problem, rules)[1]).toMatchObject({ id: 'a', startMs: 100, endMs: 2100 });
    const gone = [cues[1]!];
    expect(applyFix(gone, problem, rules)).toBe(gone);
    const passing = applyFix(cues, problem, rules);
    expect(applyFix(passing, problem, rules)).toBe(passing);
  });

  it('names each fix button for what it does', () => {
    const n = (fix: CaptionProblem['fix']) => fixLabel({ cueNumber: 4, fix }, rules);
    expect(n('fit-cps')).toBe('Fit cue 4 to 17 characters per second');
    expect(n('extend-duration')).toBe('Lengthen cue 4 to 0.833 seconds');
    expect(n('fix-overlap')).toBe('End cue 4 before cue 5');
    expect(n('delete-cue')).toBe('Delete empty cue 4');
    expect(n(null)).toBeNull();
  });
});
