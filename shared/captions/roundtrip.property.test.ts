// Property-based checks: random valid tracks survive round trips; random input never throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCaptions, supportedFormats, writeCaptions } from './api';
import { validateDapt } from './dapt-validate';
import { type CaptionFormat, type Cue, MAX_TIME_MS, type Track } from './model';

const word = (chars: string) => fc.stringMatching(new RegExp(`^[${chars}]{1,8}$`));
const line = (chars: string) => fc.array(word(chars), { minLength: 1, maxLength: 5 }).map((w) => w.join(' '));
const text = (chars: string) => fc.array(line(chars), { minLength: 1, maxLength: 3 }).map((l) => l.join('\n'));

function trackOf(chars: string, withSpeaker: boolean, withId: boolean): fc.Arbitrary<Track> {
  const cue = fc.record({
    start: fc.integer({ min: 0, max: MAX_TIME_MS - 60_000 }),
    length: fc.integer({ min: 0, max: 60_000 }),
    text: text(chars),
    speaker: withSpeaker ? fc.option(line('a-zA-Z'), { nil: undefined }) : fc.constant(undefined),
    id: withId ? fc.option(word('a-z0-9'), { nil: undefined }) : fc.constant(undefined),
  });
  return fc.array(cue, { maxLength: 20 }).map((cues) => ({
    cues: cues.map((c) => {
      const out: Cue = { startMs: c.start, endMs: c.start + c.length, text: c.text };
      if (c.id !== undefined) out.id = c.id;
      if (c.speaker !== undefined) out.speaker = c.speaker;
      return out;
    }),
  }));
}

const runs = { numRuns: 150 };

describe('round trips', () => {
  it('WebVTT keeps ids, times, text with markup characters and speakers', () => {
    fc.assert(
      fc.property(trackOf('a-zA-Z0-9<>&.,!?é-', true, true), (track) => {
        const back = readCaptions(writeCaptions(track, 'webvtt').text);
        expect(back.warnings).toEqual([]);
        expect(back.track).toEqual(track);
      }),
      runs,
    );
  });

  it('SRT keeps times and text', () => {
    fc.assert(
      fc.property(trackOf('a-zA-Z0-9.,!?é', false, false), (track) => {
        const back = readCaptions(writeCaptions(track, 'srt').text, { format: 'srt' });
        expect(back.track.cues.map(({ id: _id, ...c }) => c)).toEqual(track.cues);
      }),
      runs,
    );
  });

  it('TTML keeps times, text with markup characters and speakers', () => {
    fc.assert(
      fc.property(trackOf('a-zA-Z0-9<>&"é', true, false), (track) => {
        const back = readCaptions(writeCaptions(track, 'ttml').text);
        expect(back.warnings).toEqual([]);
        const sorted = [...track.cues].sort((a, b) => a.startMs - b.startMs);
        // Zero-length cues present nothing in TTML, so they do not come back.
        expect(back.track.cues).toEqual(sorted.filter((c) => c.endMs > c.startMs));
      }),
      runs,
    );
  });

  it('DAPT keeps times, text with markup characters, speakers and the extended flag, and stays valid', () => {
    const track = trackOf('a-zA-Z0-9<>&"é', true, false).chain((t) =>
      fc.array(fc.boolean(), { minLength: t.cues.length, maxLength: t.cues.length }).map((flags) => ({
        cues: t.cues.map((c, i) => ({ ...c, endMs: c.endMs + 1, ...(flags[i] ? { extended: true } : {}) })),
      })),
    );
    fc.assert(
      fc.property(track, fc.constantFrom('descriptions', 'captions'), (t, kind) => {
        const written = writeCaptions(t, 'dapt', { kind }).text;
        expect(validateDapt(written)).toEqual([]);
        const back = readCaptions(written);
        expect(back.warnings).toEqual([]);
        expect(back.track.cues).toEqual([...t.cues].sort((a, b) => a.startMs - b.startMs));
      }),
      runs,
    );
  });

  it('JSON is lossless', () => {
    fc.assert(
      fc.property(trackOf('a-zA-Z0-9<>&"\\\\{}', true, true), (track) => {
        expect(readCaptions(writeCaptions(track, 'json').text).track).toEqual(track);
      }),
      runs,
    );
  });
});

const fragments = fc.constantFrom(
  'WEBVTT',
  '\n',
  '\r\n',
  '\r',
  ' --> ',
  '00:00:01.000',
  '00:01,5',
  '1',
  'REGION',
  'STYLE',
  'id:x',
  'region:x',
  'line:',
  '<i>',
  '</b>',
  '<v A>',
  '&amp',
  '&#x',
  '{\\an8}',
  '<tt>',
  '<p begin="1s">',
  '[Script Info]',
  'Dialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,x',
  '[00:01.00]',
  'Scenarist_SCC V1.0',
  '00:00:00;00\t9420 9420 c1c2',
  '<SYNC Start=10>',
  '0:00:01.000,0:00:02.000',
  '{"cues":[{"startMs":1}]}',
  'x',
);

describe('lenient reading never throws', () => {
  const formats: (CaptionFormat | undefined)[] = [undefined, ...supportedFormats()];
  it('on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.constantFrom(...formats), (bytes, format) => {
        const result = readCaptions(bytes, format ? { format } : {});
        expect(Array.isArray(result.track.cues)).toBe(true);
        expect(result.warnings.every((w) => !w.message.startsWith('could not read'))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('on random format-shaped text', () => {
    fc.assert(
      fc.property(fc.array(fragments, { maxLength: 60 }), fc.constantFrom(...formats), (parts, format) => {
        const result = readCaptions(parts.join(''), format ? { format } : {});
        expect(result.warnings.every((w) => !w.message.startsWith('could not read'))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
