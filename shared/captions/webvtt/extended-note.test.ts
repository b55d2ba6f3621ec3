import { describe, expect, it } from 'vitest';
import { parseWebVtt } from './parse';
import { serializeWebVtt } from './serialize';

describe('extended descriptions in WebVTT', () => {
  it('writes a NOTE before each extended cue and reads it back onto that cue only', () => {
    const cues = [
      { startMs: 0, endMs: 2000, text: 'A lecture hall.' },
      { startMs: 5000, endMs: 7000, text: 'She points at a chart.', extended: true },
    ];
    const { text } = serializeWebVtt({ cues });
    expect(text).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nA lecture hall.\n\n' +
        'NOTE extended: the media pauses while this description is spoken\n\n' +
        '00:00:05.000 --> 00:00:07.000\nShe points at a chart.\n\n',
    );
    expect(parseWebVtt(text, { strict: true }).track.cues).toEqual(cues);
  });

  it('leaves other comments alone', () => {
    const vtt =
      'WEBVTT\n\nNOTE extendedness is not a word\n\n00:00.000 --> 00:01.000\nHi\n\nNOTE\nextended\n\n00:02.000 --> 00:03.000\nYo\n';
    expect(parseWebVtt(vtt).track.cues.map((c) => c.extended)).toEqual([undefined, undefined]);
  });
});
