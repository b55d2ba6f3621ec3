import { describe, expect, it } from 'vitest';
import { CaptionParseError } from './model';
import { parseSrt, serializeSrt } from './srt';

describe('parseSrt', () => {
  it('reads indexes, times with comma or dot and 1–3 fraction digits, and hours up to 99', () => {
    const text = '1\n00:00:01,5 --> 00:00:02.25\nOne\n\n2\n99:59:58,000 --> 99:59:59,999\nTwo\nlines\n';
    const { track, warnings } = parseSrt(text);
    expect(warnings).toEqual([]);
    expect(track.cues).toEqual([
      { id: '1', startMs: 1500, endMs: 2250, text: 'One' },
      { id: '2', startMs: 359_998_000, endMs: 359_999_999, text: 'Two\nlines' },
    ]);
  });

  it('skips a cue timed beyond 99:59:59.999 with a line-numbered warning, or throws in strict mode', () => {
    const text = `1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n${'9'.repeat(400)}:00:00,000 --> 100:00:01,000\nTwo\n`;
    const { track, warnings } = parseSrt(text);
    expect(track.cues.map((c) => c.text)).toEqual(['One']);
    expect(warnings).toEqual([{ line: 6, message: 'time beyond 99:59:59.999; cue skipped' }]);
    expect(() => parseSrt(text, { strict: true })).toThrow('line 6: time beyond 99:59:59.999');
  });

  it('tolerates CRLF/CR, missing indexes, missing and extra blank lines', () => {
    const text =
      '\r\n\r\n1\r00:00:01,000 --> 00:00:02,000\rOne\r2\r00:00:03,000 --> 00:00:04,000\rTwo\r\r\r\r00:00:05,000 --> 00:00:06,000\rThree\r';
    const { track, warnings } = parseSrt(text);
    expect(track.cues.map((c) => [c.id, c.text])).toEqual([
      ['1', 'One'],
      ['2', 'Two'],
      [undefined, 'Three'],
    ]);
    expect(warnings).toEqual([
      { line: 6, message: 'missing blank line before cue' },
      { line: 12, message: 'missing cue index' },
    ]);
  });

  it('maps <i>, <b>, <font color> and {\\an8}; strips unknown tags and overrides without leaking them', () => {
    const text =
      '1\n00:00:01,000 --> 00:00:02,000\n{\\an8}<i>Hi</i> <font color="#ff0000">red</font> <span>x</span>{\\fs20}y\n';
    const { track, warnings } = parseSrt(text);
    const cue = track.cues[0];
    expect(cue?.text).toBe('Hi red xy');
    expect(cue?.settings).toEqual({ line: 0, snapToLines: true });
    expect(cue?.content?.[0]).toEqual({ type: 'i', children: [{ type: 'text', text: 'Hi' }] });
    expect(cue?.content?.[2]).toEqual({ type: 'c', color: '#ff0000', children: [{ type: 'text', text: 'red' }] });
    expect(warnings.map((w) => w.line)).toEqual([3, 3, 3]);
  });

  it('keeps empty and overlapping cues, throws in strict mode', () => {
    const text = '1\n00:00:02,000 --> 00:00:01,000\n\n2\n00:00:00,000 --> 00:00:05,000\nA\n';
    const { track } = parseSrt(text);
    expect(track.cues.map((c) => c.text)).toEqual(['', 'A']);
    expect(() => parseSrt(text, { strict: true })).toThrow(CaptionParseError);
  });
});

describe('serializeSrt', () => {
  it('writes indexes, comma times, speaker prefixes and {\\anN}', () => {
    const { text, dropped } = serializeSrt({
      cues: [
        { startMs: 1000, endMs: 2000, text: 'Hi', speaker: 'Ann', settings: { line: 0, snapToLines: true } },
        {
          startMs: 2000,
          endMs: 3000,
          text: 'x',
          content: [{ type: 'i', children: [{ type: 'text', text: 'x' }] }],
          region: 'r',
        },
      ],
    });
    expect(text).toBe(
      '1\n00:00:01,000 --> 00:00:02,000\n{\\an8}Ann: Hi\n\n2\n00:00:02,000 --> 00:00:03,000\n<i>x</i>\n\n',
    );
    expect(dropped).toEqual(['regions']);
  });

  it('round-trips through the parser', () => {
    const track = {
      cues: [
        { id: '1', startMs: 0, endMs: 1, text: 'a' },
        { id: '2', startMs: 3_600_000, endMs: 3_600_999, text: 'b\nc', settings: { align: 'left' as const } },
      ],
    };
    expect(parseSrt(serializeSrt(track).text).track).toEqual(track);
  });
});
