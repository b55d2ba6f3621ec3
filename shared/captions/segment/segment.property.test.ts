// Property-based checks of captions made from timed words: every cue obeys the rules or is flagged.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkQuality, type Guideline } from '../quality';
import { DEFAULT_SEGMENT_RULES, flagsOf, minGapMs, segmentWords, type TimedWord } from './segment';

const rules = DEFAULT_SEGMENT_RULES;

/** Words with punctuation, speakers and timing from very slow to impossibly fast, some overlapping. */
const wordsArbitrary = (opts: { maxWordChars: number; minGap: number; maxGap: number; msPerChar: [number, number] }) =>
  fc
    .array(
      fc.record({
        body: fc.stringMatching(new RegExp(`^[a-zA-Zé']{1,${opts.maxWordChars}}$`)),
        punctuation: fc.constantFrom('', '', '', '', ',', '.', '?', '!', ';', '—'),
        speaker: fc.constantFrom(undefined, undefined, 'Ann', 'Bo'),
        gapBefore: fc.integer({ min: opts.minGap, max: opts.maxGap }),
        msPerChar: fc.integer({ min: opts.msPerChar[0], max: opts.msPerChar[1] }),
      }),
      { maxLength: 120 },
    )
    .map((raw) => {
      let at = 0;
      return raw.map((w): TimedWord => {
        const text = w.body + w.punctuation;
        const startMs = Math.max(0, at + w.gapBefore);
        const endMs = startMs + [...text].length * w.msPerChar;
        at = endMs;
        return { text, startMs, endMs, ...(w.speaker ? { speaker: w.speaker } : {}) };
      });
    });

const anyWords = wordsArbitrary({ maxWordChars: 50, minGap: -200, maxGap: 3000, msPerChar: [0, 2000] });
/** Speech a person could caption by the rules: readable words, none longer than a line. */
const speechLike = wordsArbitrary({ maxWordChars: 14, minGap: 0, maxGap: 900, msPerChar: [60, 90] });

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);
const runs = { numRuns: 300 };

describe('segmentWords', () => {
  it('flags exactly the rules each cue breaks, and an unflagged cue obeys every limit', () => {
    fc.assert(
      fc.property(anyWords, (words) => {
        const cues = segmentWords(words);
        cues.forEach((cue, i) => {
          const next = cues[i + 1];
          expect(cue.flags).toEqual(flagsOf(cue, next, rules));
          if (cue.flags.length > 0) return;
          const lines = cue.text.split('\n');
          expect(lines.length).toBeLessThanOrEqual(2);
          for (const line of lines) expect([...line].length).toBeLessThanOrEqual(42);
          const duration = cue.endMs - cue.startMs;
          expect(duration).toBeGreaterThanOrEqual(834);
          expect(duration).toBeLessThanOrEqual(7000);
          expect(lines.join('').length / (duration / 1000)).toBeLessThanOrEqual(17);
          if (next) expect(next.startMs - cue.endMs).toBeGreaterThanOrEqual(80);
        });
      }),
      runs,
    );
  });

  it('keeps every word once and in order, and never lets a cue run backwards or into the next', () => {
    fc.assert(
      fc.property(anyWords, (words) => {
        const cues = segmentWords(words);
        expect(cues.flatMap((c) => wordsOf(c.text))).toEqual(words.map((w) => w.text));
        cues.forEach((cue, i) => {
          expect(cue.endMs).toBeGreaterThanOrEqual(cue.startMs);
          const next = cues[i + 1];
          if (next) expect(cue.endMs).toBeLessThanOrEqual(Math.max(cue.startMs, next.startMs - minGapMs(rules)));
        });
      }),
      runs,
    );
  });

  it('never puts two speakers in one cue and ends a cue at every sentence end', () => {
    fc.assert(
      fc.property(anyWords, (words) => {
        const cues = segmentWords(words);
        let w = 0;
        for (const cue of cues) {
          const count = wordsOf(cue.text).length;
          const own = words.slice(w, w + count);
          w += count;
          expect(new Set(own.map((x) => x.speaker)).size).toBe(1);
          expect(cue.speaker).toBe(own[0]!.speaker);
          own.slice(0, -1).forEach((x) => expect(x.text).not.toMatch(/[.?!]$/));
        }
      }),
      runs,
    );
  });

  it('breaks readable speech into cues the 17-characters-per-second quality check passes, line and length wise', () => {
    const guideline: Guideline = {
      name: 'house',
      maxCharsPerLine: 42,
      maxLinesPerCue: 2,
      maxCharsPerSecond: 17,
      minDurationMs: 834,
      maxDurationMs: 7000,
      minGapMs: 80,
    };
    fc.assert(
      fc.property(speechLike, (words) => {
        const cues = segmentWords(words);
        const issues = checkQuality({ cues: cues.map(({ flags: _flags, speaker: _speaker, ...c }) => c) }, guideline);
        // Length and line rules are always reachable for such speech; timing ones depend on the pauses.
        expect(
          issues.filter((i) => i.kind === 'line-length' || i.kind === 'line-count' || i.kind === 'overlap'),
        ).toEqual([]);
        for (const cue of cues) expect(cue.flags.filter((f) => f === 'line-length' || f === 'line-count')).toEqual([]);
      }),
      runs,
    );
  });
});

describe('segmentWords on a known sentence', () => {
  // Timed like espeak-ng at 155 words a minute (about 65 ms a character), with 250 ms between sentences.
  const sentence = (text: string, startMs: number) => {
    let at = startMs;
    return text.split(' ').map((word) => {
      const w = { text: word, startMs: at, endMs: at + [...word].length * 65 };
      at = w.endMs + 90;
      return w;
    });
  };
  const first = sentence('But why, some say, the Moon? Why choose this as our goal?', 0);
  const second = sentence(
    'And they may well ask, why climb the highest mountain? Why, thirty-five years ago, fly the Atlantic?',
    first.at(-1)!.endMs + 250,
  );

  it('makes cues with no flags, ending at the question marks and balancing two lines', () => {
    const cues = segmentWords([...first, ...second]);
    expect(cues.map((c) => c.text)).toEqual([
      'But why, some say, the Moon?',
      'Why choose this as our goal?',
      'And they may well ask,\nwhy climb the highest mountain?',
      'Why, thirty-five years ago,\nfly the Atlantic?',
    ]);
    expect(cues.flatMap((c) => c.flags)).toEqual([]);
  });

  it('starts a new cue when the speaker changes mid-sentence', () => {
    const words = sentence('Houston, Tranquility Base here. The Eagle has landed.', 0).map((w, i) => ({
      ...w,
      speaker: i < 4 ? 'Armstrong' : 'Aldrin',
    }));
    const cues = segmentWords(words);
    expect(cues.map((c) => [c.speaker, c.text])).toEqual([
      ['Armstrong', 'Houston, Tranquility Base here.'],
      ['Aldrin', 'The Eagle has landed.'],
    ]);
  });

  it('flags a cue whose words come too fast to read and leave no silence to stretch into', () => {
    const fast = 'Supercalifragilistic expialidocious words'
      .split(' ')
      .map((text, i) => ({ text, startMs: i * 200, endMs: i * 200 + 200 }));
    const cues = segmentWords([...fast, { text: 'Next.', startMs: 600, endMs: 900, speaker: 'Bo' }]);
    expect(cues[0]!.flags).toContain('cps');
  });
});
