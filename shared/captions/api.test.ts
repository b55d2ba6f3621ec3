import { describe, expect, it } from 'vitest';
import { readCaptions, writeCaptions } from './api';
import { decodeCaptionBytes } from './decode';
import { detectFormat } from './detect';
import { CaptionParseError } from './model';

const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Ann>Café <i>olé</i>\n';

function utf16(text: string, bigEndian: boolean): Uint8Array {
  const out = new Uint8Array(2 + text.length * 2);
  out.set(bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[2 + i * 2] = bigEndian ? c >> 8 : c & 0xff;
    out[3 + i * 2] = bigEndian ? c & 0xff : c >> 8;
  }
  return out;
}

describe('decodeCaptionBytes', () => {
  it('handles UTF-8 with and without BOM, UTF-16 LE/BE with BOM and Windows-1252', () => {
    const utf8 = new TextEncoder().encode(vtt);
    expect(decodeCaptionBytes(utf8)).toEqual({ text: vtt, encoding: 'utf-8' });
    expect(decodeCaptionBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({ text: vtt, encoding: 'utf-8' });
    expect(decodeCaptionBytes(utf16(vtt, false))).toEqual({ text: vtt, encoding: 'utf-16le' });
    expect(decodeCaptionBytes(utf16(vtt, true))).toEqual({ text: vtt, encoding: 'utf-16be' });
    // "Café – €" in Windows-1252: é = E9, – = 96, € = 80.
    const legacy = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x80]);
    expect(decodeCaptionBytes(legacy)).toEqual({ text: 'Café – €', encoding: 'windows-1252' });
  });
});

describe('detectFormat', () => {
  it('detects from content and uses the file name only when content is ambiguous', () => {
    expect(detectFormat(vtt)).toBe('webvtt');
    expect(detectFormat('1\n00:00:01,000 --> 00:00:02,000\nx\n')).toBe('srt');
    expect(detectFormat('00:00:01,000 --> 00:00:02,000\nx\n', 'a.vtt')).toBe('webvtt');
    expect(detectFormat('0:00:01.000,0:00:02.000\nx\n')).toBe('sbv');
    expect(detectFormat('{"cues":[]}')).toBe('json');
    expect(detectFormat('<?xml version="1.0"?>\n<tt xmlns="http://www.w3.org/ns/ttml">')).toBe('ttml');
    expect(detectFormat('Scenarist_SCC V1.0\n')).toBe('scc');
    expect(detectFormat('<SAMI><BODY>')).toBe('sami');
    expect(detectFormat('[Script Info]\nScriptType: v4.00+\n')).toBe('ass');
    expect(detectFormat('[Script Info]\nScriptType: v4.00\n')).toBe('ssa');
    expect(detectFormat('[ar:Someone]\n[00:01.00]la la\n')).toBe('lrc');
    expect(detectFormat('Just some words.')).toBe('transcript');
  });
});

describe('readCaptions / writeCaptions', () => {
  it('reads bytes, reports format and encoding, and converts WebVTT → SRT keeping what SRT carries', () => {
    const read = readCaptions(utf16(vtt, false));
    expect(read.format).toBe('webvtt');
    expect(read.encoding).toBe('utf-16le');
    expect(read.track.cues[0]).toMatchObject({ text: 'Café olé', speaker: 'Ann' });
    const srt = writeCaptions(read.track, 'srt');
    expect(srt.text).toBe('1\n00:00:01,000 --> 00:00:02,000\nAnn: Café <i>olé</i>\n\n');
  });

  it('applies shift, re-wrap and strip-styling options', () => {
    const long = 'WEBVTT\n\n00:00:10.000 --> 00:00:14.000\n<i>one two three four five six seven eight</i>\n';
    const { track, dropped } = readCaptions(long, { shiftMs: -1000, maxCharsPerLine: 11, maxLinesPerCue: 2 });
    expect(track.cues.map((c) => [c.startMs, c.endMs, c.text])).toEqual([
      [9000, 10889, 'one two\nthree four'],
      [10889, 13000, 'five six\nseven eight'],
    ]);
    expect(dropped).toContain('styling inside re-wrapped cues');
    const stripped = writeCaptions(readCaptions(long).track, 'webvtt', { stripStyling: true });
    expect(stripped.text).not.toContain('<i>');
  });

  it('throws a typed error in strict mode and never throws in lenient mode', () => {
    expect(() => readCaptions('1\n00:00:01,000 --> nonsense\nx\n', { format: 'srt', strict: true })).toThrow(
      CaptionParseError,
    );
    expect(readCaptions('1\n00:00:01,000 --> nonsense\nx\n', { format: 'srt' }).warnings).toHaveLength(2);
  });

  it('round-trips JSON losslessly', () => {
    const { track } = readCaptions(vtt);
    const json = writeCaptions(track, 'json').text;
    expect(readCaptions(json).track).toEqual(track);
  });
});
