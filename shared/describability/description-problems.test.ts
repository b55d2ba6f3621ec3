import { describe, expect, it } from 'vitest';
import { applyFix } from '../captions/quality-fixes';
import { DEFAULT_CAPTION_RULES } from '../schemas/settings';
import { type DescriptionCue, descriptionProblems } from './description-problems';
import { pastTense, viewerPhrase, withoutViewerPhrases } from './style-hints';

const rules = DEFAULT_CAPTION_RULES;
const speech = [
  { startMs: 0, endMs: 4_000 },
  { startMs: 6_000, endMs: 20_000 },
];
const cue = (id: string, startMs: number, text: string, extended?: boolean): DescriptionCue => ({
  id,
  startMs,
  endMs: startMs + 1_500,
  text,
  ...(extended ? { extended } : {}),
});
const problemsOf = (cues: DescriptionCue[]) =>
  descriptionProblems(cues, { speech, durationMs: 60_000 }, rules).problems.map((p) => [p.cueNumber, p.rule]);

describe('description problems', () => {
  it('flags a description spoken over people and one too long for its gap, with the Key cited', () => {
    const cues = [
      cue('a', 2_000, 'A lecture hall.'),
      cue('b', 4_200, 'Professor Okafor draws a diagram of an engine with two cylinders.'),
    ];
    const { problems } = descriptionProblems(cues, { speech, durationMs: 60_000 }, rules);
    expect(problems.map((p) => [p.cueNumber, p.rule, p.fix])).toEqual([
      [1, 'speech-overlap', null],
      [2, 'too-long-for-gap', 'make-extended'],
    ]);
    expect(problems[1]!.message).toMatch(/^Takes 4\.\d s to say; 1\.8 s until the next speech \(about \d words fit\)$/);
    expect(problems[1]!.fixLabel).toBe('Make cue 2 extended (pause the media while it plays)');
    expect(problems[1]!.source).toEqual({
      title: 'DCMP Description Key',
      url: 'https://dcmp.org/learn/descriptionkey',
    });
  });

  it('lets an extended description run past its gap, and its fix makes it extended', () => {
    const long = cue('b', 4_200, 'Professor Okafor draws a diagram of an engine with two cylinders.');
    const [problem] = descriptionProblems([long], { speech, durationMs: 60_000 }, rules).problems;
    const fixed = applyFix([long], problem!, rules);
    expect(fixed[0]).toEqual({ ...long, extended: true });
    expect(problemsOf(fixed)).toEqual([]);
  });

  const STYLE: { text: string; rule: string | null }[] = [
    { text: 'We see a woman enter the lab.', rule: 'we-see' },
    { text: 'In the distance you can see mountains.', rule: 'we-see' },
    { text: 'Maria walked to the board.', rule: 'present-tense' },
    { text: 'Maria was writing an equation.', rule: 'present-tense' },
    { text: 'She smiles at Maria.', rule: 'name-people' },
    // Not flagged: adjectives and directions that look past, and quoted on-screen text read as written.
    { text: 'A tired man on the left.', rule: null },
    { text: 'A sign reads "We walked here".', rule: null },
    { text: 'Seeing the chart, Maria nods.', rule: null },
  ];
  it.each(STYLE)('"$text" → $rule', ({ text, rule }) => {
    expect(problemsOf([cue('a', 50_000, text)])).toEqual(rule ? [[1, rule]] : []);
  });

  it('only asks who "she" is when no description came shortly before', () => {
    const cues = [cue('a', 21_000, 'Maria enters.'), cue('b', 25_000, 'She sits.'), cue('c', 56_000, 'She stands.')];
    expect(problemsOf(cues)).toEqual([[3, 'name-people']]);
  });
});

describe('style hints', () => {
  it('removes "we see" and starts the sentence with a capital, as its one-click fix', () => {
    expect(withoutViewerPhrases('We see a woman enter. Then we can see a dog.')).toBe('A woman enter. Then a dog.');
    const [problem] = descriptionProblems(
      [cue('a', 50_000, 'We see a dog.')],
      { speech, durationMs: 0 },
      rules,
    ).problems;
    expect(applyFix([cue('a', 50_000, 'We see a dog.')], problem!, rules)[0]!.text).toBe('A dog.');
  });

  it('finds nothing in plain present-tense description', () => {
    expect(viewerPhrase('A dog runs across the field.')).toBeNull();
    expect(pastTense('A dog runs across the field.')).toBeNull();
  });
});
