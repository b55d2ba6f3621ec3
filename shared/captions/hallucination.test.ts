// The hallucination guards as problems: compression-ratio outliers, text without speech, repetition loops, only on
// machine tracks, in cue order beside the caption rules' problems, with the loop's fix applied like the others.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TrackOrigin } from '../compliance/criteria';
import type { SpeechRegion } from '../schemas/media';
import { DEFAULT_CAPTION_RULES } from '../schemas/settings';
import type { CueWord } from './confidence/confidence';
import { checkTrackProblems, compressionRatio, type GuardedTrack } from './hallucination';
import { applyFix } from './quality-fixes';
import { countByRule } from './quality-problems';

interface TestCue {
  id: string;
  startMs: number;
  endMs: number;
  text: string;
  words?: CueWord[];
}
const cue = (id: string, startMs: number, endMs: number, text: string, words?: CueWord[]): TestCue => ({
  id,
  startMs,
  endMs,
  text,
  ...(words ? { words } : {}),
});
const MACHINE: GuardedTrack = { origin: 'machine' };
const GUARDS = new Set(['repetition', 'compression-ratio', 'outside-speech']);
/** The guards' problems as `[cueId, rule, message]`. */
const guarded = (cues: TestCue[], track: GuardedTrack = MACHINE) =>
  checkTrackProblems(cues, DEFAULT_CAPTION_RULES, track)
    .filter((p) => GUARDS.has(p.rule))
    .map((p) => [p.cueId, p.rule, p.message]);

const GETTYSBURG = [
  'Four score and seven years ago our fathers',
  'brought forth on this continent, a new nation,',
  'conceived in Liberty, and dedicated to the',
  'proposition that all men are created equal.',
  'Now we are engaged in a great civil war,',
  'testing whether that nation, or any nation',
];
/** Cues 3 s apart, each shown 2.9 s, from `fromMs`. */
const spoken = (texts: string[], fromMs = 0, prefix = 'c') =>
  texts.map((text, i) => cue(`${prefix}${i + 1}`, fromMs + i * 3000, fromMs + i * 3000 + 2900, text));

describe('compressionRatio', () => {
  it.each([
    ['ordinary speech', GETTYSBURG.join(' '), 1.4, 1.8],
    ['a sentence said six times', Array(6).fill('I will go to the store and buy some milk.').join(' '), 4, 6],
    ['"Thank you." twenty times', Array(20).fill('Thank you.').join(' '), 9, 12],
  ])('%s', (_, text, low, high) => {
    const ratio = compressionRatio(text);
    expect(ratio).toBeGreaterThan(low);
    expect(ratio).toBeLessThan(high);
    // fflate (which the browser runs too) measures what zlib does, so whisper's threshold holds for both.
    const zlib = Buffer.byteLength(text) / deflateSync(text).length;
    expect(Math.abs(ratio - zlib) / zlib).toBeLessThan(0.06);
  });
});

describe('compression-ratio', () => {
  // Eleven words on cues of seven: no cue repeats another and no block of four words or fewer loops.
  const sentence = 'I will go to the store and buy some milk today.'.split(' ');
  const looping = Array.from({ length: 8 }, (_, i) =>
    Array.from({ length: 7 }, (_, w) => sentence[(i * 7 + w) % sentence.length]).join(' '),
  );

  it.each<[string, TestCue[], string[]]>([
    ['ordinary speech', spoken(GETTYSBURG), []],
    ['a sentence looping over cues that each read differently', spoken(looping), spoken(looping).map((c) => c.id)],
    [
      'only the window that loops',
      [...spoken(GETTYSBURG), ...spoken(looping, 30_000, 'l')],
      spoken(looping, 30_000, 'l').map((c) => c.id),
    ],
  ])('%s', (_, cues, flagged) => {
    expect(
      guarded(cues)
        .filter(([, rule]) => rule === 'compression-ratio')
        .map(([id]) => id),
    ).toEqual(flagged);
  });

  it('says which 30 seconds compress how much', () => {
    const [first] = guarded(spoken(looping, 60_000)).filter(([, rule]) => rule === 'compression-ratio');
    expect(first![2]).toMatch(/^The text of 1:00–1:30 compresses \d\.\d times \(at most 2\.4\), like a loop$/);
    expect(guarded(spoken(looping)).filter(([, rule]) => rule === 'repetition')).toEqual([]);
  });
});

describe('outside-speech', () => {
  const regions: SpeechRegion[] = [
    { startMs: 0, endMs: 2000 },
    { startMs: 5000, endMs: 6000 },
  ];
  const track = { origin: 'machine' as const, speechRegions: regions };
  const word = (text: string, startMs: number, endMs: number): CueWord => ({ text, startMs, endMs });

  it.each<[string, TestCue, string | null]>([
    ['inside speech', cue('a', 0, 2000, 'Hello there'), null],
    ['wholly in the quiet', cue('a', 2500, 4500, 'Thank you for watching'), 'No voice detected for 2.0 s of its 2.0 s'],
    ['half inside', cue('a', 1000, 3000, 'Hello there'), null],
    ['mostly outside', cue('a', 1000, 3500, 'Hello there'), 'No voice detected for 1.5 s of its 2.5 s'],
    [
      'spanning two regions and the quiet between',
      cue('a', 1500, 5500, 'Hello there'),
      'No voice detected for 3.0 s of its 4.0 s',
    ],
    [
      'stretched past its words, which were heard',
      cue('a', 1000, 4000, 'Hello there', [word('Hello', 1000, 1500), word('there', 1500, 1900)]),
      null,
    ],
    [
      'its words in the quiet',
      cue('a', 1800, 4000, 'Thank you', [word('Thank', 2500, 3000), word('you', 3000, 3400)]),
      "No voice detected for 0.9 s of its words' 0.9 s",
    ],
    [
      'words that no longer spell it (a person changed it): its own time',
      cue('a', 1000, 4000, 'Hello, everyone', [word('Hello', 1000, 1500), word('there', 1500, 1900)]),
      'No voice detected for 2.0 s of its 3.0 s',
    ],
    ['no text', cue('a', 2500, 4500, ' '), null],
  ])('%s', (_, input, message) => {
    expect(guarded([input], track)).toEqual(message ? [['a', 'outside-speech', message]] : []);
  });

  it('flags every cue when no voice was detected at all, and none when voice activity was not measured', () => {
    const cues = spoken(GETTYSBURG.slice(0, 2));
    expect(guarded(cues, { origin: 'machine', speechRegions: [] }).map(([id, rule]) => [id, rule])).toEqual([
      ['c1', 'outside-speech'],
      ['c2', 'outside-speech'],
    ]);
    expect(guarded(cues, { origin: 'machine', speechRegions: null })).toEqual([]);
  });
});

describe('checkTrackProblems', () => {
  const loop = [
    cue('a', 0, 3000, 'And then I said thank you thank you'),
    cue('b', 3000, 6000, 'thank you thank you thank you'),
    cue('c', 6000, 9000, 'and we left.'),
  ];

  it.each<[TrackOrigin, number]>([
    ['machine', 2],
    ['human', 0],
    ['imported', 0],
    ['edited', 0],
  ])('checks %s tracks: %i problems', (origin, count) => {
    expect(guarded(loop, { origin, speechRegions: [] }).filter(([, rule]) => rule === 'repetition')).toHaveLength(
      count,
    );
  });

  it('names the loop and the cues it runs over, and offers to remove the repeats', () => {
    const problems = checkTrackProblems(loop, DEFAULT_CAPTION_RULES, MACHINE).filter((p) => p.rule === 'repetition');
    expect(problems).toEqual([
      expect.objectContaining({
        cueId: 'a',
        message: '"thank you" 5 times in a row (cues 1–2)',
        fix: 'remove-repeats',
        fixLabel: 'Remove the repeated words at cue 1',
      }),
      expect.objectContaining({ cueId: 'b', fix: 'remove-repeats', fixLabel: 'Remove the repeated words at cue 2' }),
    ]);
    // Either fix takes the whole loop out; the other is then stale and changes nothing.
    const fixed = applyFix(loop, problems[1]!, DEFAULT_CAPTION_RULES);
    expect(fixed.map((c) => c.text)).toEqual(['And then I said thank you', 'and we left.']);
    expect(applyFix(fixed, problems[0]!, DEFAULT_CAPTION_RULES)).toBe(fixed);
  });

  it('offers no fix where tags wrap any of the loop', () => {
    const tagged = [cue('a', 0, 3000, 'thank you thank you'), cue('b', 3000, 6000, '<i>thank you thank you</i>')];
    expect(checkTrackProblems(tagged, DEFAULT_CAPTION_RULES, MACHINE).filter((p) => p.rule === 'repetition')).toEqual([
      expect.objectContaining({ cueId: 'a', fix: null, fixLabel: null }),
      expect.objectContaining({ cueId: 'b', fix: null, fixLabel: null }),
    ]);
  });

  it('keeps every problem in cue order, the caption rules first within a cue, and counts them by rule', () => {
    const cues = [
      cue('a', 0, 500, 'Hi'),
      cue('b', 1000, 4000, Array(8).fill('you').join(' ')),
      cue('c', 4000, 4300, 'Ok'),
    ];
    const problems = checkTrackProblems(cues, DEFAULT_CAPTION_RULES, { origin: 'machine', speechRegions: [] });
    expect(problems.map((p) => [p.cueId, p.rule])).toEqual([
      ['a', 'too-short'],
      ['a', 'outside-speech'],
      ['b', 'repetition'],
      ['b', 'outside-speech'],
      ['c', 'too-short'],
      ['c', 'outside-speech'],
    ]);
    expect(countByRule(problems)).toMatchObject({ 'too-short': 2, repetition: 1, 'outside-speech': 3 });
  });
});
