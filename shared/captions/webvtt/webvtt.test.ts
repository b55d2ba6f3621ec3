import { describe, expect, it } from 'vitest';
import { CaptionParseError, type Track } from '../model';
import { parseWebVtt } from './parse';
import { serializeWebVtt } from './serialize';

const sample = `WEBVTT Kind: captions

STYLE
::cue(.loud) { color: red }

REGION
id:top
width:40%
lines:2
regionanchor:0%,0%
viewportanchor:10%,10%
scroll:up

NOTE a comment
spanning lines

intro
00:00:01.000 --> 00:00:03.500 region:top align:left
<v Alice>Hello <i>there</i></v>

00:00:04.000 --> 00:00:05.000 line:10% position:20%,line-left size:50%
Tom &amp; <c.loud>Jerry</c>

00:00:05.000 --> 00:00:06.000
<v Bob>Plain speaker line
`;

describe('parseWebVtt', () => {
  it('reads cues, speakers, styling, settings, regions and styles', () => {
    const { track, warnings } = parseWebVtt(sample);
    expect(warnings).toEqual([]);
    expect(track.cues).toHaveLength(3);
    const [a, b, c] = track.cues;
    expect(a).toMatchObject({
      id: 'intro',
      startMs: 1000,
      endMs: 3500,
      text: 'Hello there',
      speaker: 'Alice',
      region: 'top',
    });
    expect(a?.settings).toEqual({ align: 'left' });
    expect(b?.text).toBe('Tom & Jerry');
    expect(b?.settings).toEqual({ line: 10, snapToLines: false, position: 20, positionAlign: 'line-left', size: 50 });
    expect(b?.content?.[1]).toEqual({ type: 'c', classes: ['loud'], children: [{ type: 'text', text: 'Jerry' }] });
    expect(c).toEqual({ startMs: 5000, endMs: 6000, text: 'Plain speaker line', speaker: 'Bob' });
    expect(track.regions).toEqual([
      {
        id: 'top',
        width: 40,
        lines: 2,
        regionAnchorX: 0,
        regionAnchorY: 0,
        viewportAnchorX: 10,
        viewportAnchorY: 10,
        scroll: 'up',
      },
    ]);
    expect(track.styles).toEqual(['::cue(.loud) { color: red }']);
  });

  it('warns with line numbers in lenient mode and throws in strict mode', () => {
    const text = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000 align:sideways\nok\n\n00:00:xx --> 00:00:03.000\nbad\n';
    const { track, warnings } = parseWebVtt(text);
    expect(track.cues.map((c) => c.text)).toEqual(['ok']);
    expect(warnings).toEqual([
      { line: 3, message: 'ignored cue setting "align:sideways"' },
      { line: 6, message: 'invalid cue start time; cue skipped' },
    ]);
    expect(() => parseWebVtt(text, { strict: true })).toThrow(CaptionParseError);
    try {
      parseWebVtt(text, { strict: true });
    } catch (e) {
      expect((e as CaptionParseError).line).toBe(3);
    }
  });

  it('reads a file without signature leniently but rejects it in strict mode', () => {
    const text = '00:00:01.000 --> 00:00:02.000\nhi\n';
    const lenient = parseWebVtt(text);
    expect(lenient.track.cues).toHaveLength(1);
    expect(lenient.warnings[0]).toEqual({ line: 1, message: 'missing WEBVTT signature' });
    expect(() => parseWebVtt(text, { strict: true })).toThrow(/signature/);
  });

  it('keeps zero-length and overlapping cues', () => {
    const text = 'WEBVTT\n\n00:01.000 --> 00:01.000\nzero\n\n00:00.500 --> 00:02.000\noverlap\n';
    expect(parseWebVtt(text).track.cues.map((c) => [c.startMs, c.endMs])).toEqual([
      [1000, 1000],
      [500, 2000],
    ]);
  });
});

describe('serializeWebVtt', () => {
  it('round-trips the sample exactly in the model', () => {
    const first = parseWebVtt(sample).track;
    const again = parseWebVtt(serializeWebVtt(first).text);
    expect(again.warnings).toEqual([]);
    expect(again.track).toEqual(first);
  });

  it('escapes markup characters and never emits a blank line or "-->" inside a cue', () => {
    const track: Track = { cues: [{ startMs: 0, endMs: 1000, text: 'a < b & c --> d\n\nnext' }] };
    const text = serializeWebVtt(track).text;
    expect(text).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na &lt; b &amp; c --&gt; d\nnext\n\n');
    expect(parseWebVtt(text).track.cues[0]?.text).toBe('a < b & c --> d\nnext');
  });

  it('writes hours beyond 99 and a speaker as a voice span', () => {
    const track: Track = { cues: [{ startMs: 360_000_000, endMs: 360_001_000, text: 'late', speaker: 'Ann' }] };
    expect(serializeWebVtt(track).text).toContain('100:00:00.000 --> 100:00:01.000\n<v Ann>late');
  });
});
