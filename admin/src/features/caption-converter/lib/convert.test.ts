import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { convertFiles, inspectFile, PREVIEW_LIMIT } from './convert';

const bytes = (s: string) => new TextEncoder().encode(s);
const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello there\n\n2\n00:00:03,000 --> 00:00:04,000\nSecond cue\n';

describe('inspectFile', () => {
  it('detects format, encoding and cues, and puts warnings next to their cue', () => {
    const broken = `${SRT}\n3\n00:00:05,000 --> 00:00:06,000\n<i>open\n\n4\n00:00:xx,000 --> 00:00:08,000\nbad\n`;
    const info = inspectFile({ name: 'a.srt', bytes: bytes(broken) });
    expect(info).toMatchObject({ format: 'srt', encoding: 'utf-8', cueCount: 3 });
    expect(info.preview.map((c) => c.text)).toEqual(['Hello there', 'Second cue', 'open']);
    expect(info.preview[2]?.warnings.join()).toMatch(/line 1[0-9]: invalid timing line/);
    expect(info.preview[0]?.warnings).toEqual([]);
  });

  it('reads Windows-1252 files and caps the preview', () => {
    const many = Array.from(
      { length: PREVIEW_LIMIT + 20 },
      (_, i) =>
        `${i + 1}\n00:00:${String(i % 60).padStart(2, '0')},000 --> 00:00:${String(i % 60).padStart(2, '0')},500\nCaf\xe9\n`,
    ).join('\n');
    const latin = Uint8Array.from(many, (c) => c.charCodeAt(0));
    const info = inspectFile({ name: 'b.srt', bytes: latin });
    expect(info).toMatchObject({ encoding: 'windows-1252', cueCount: PREVIEW_LIMIT + 20 });
    expect(info.preview).toHaveLength(PREVIEW_LIMIT);
    expect(info.preview[0]?.text).toBe('Café');
  });

  it('reports empty and binary files clearly', () => {
    expect(inspectFile({ name: 'e.srt', bytes: new Uint8Array() }).error).toBe('The file is empty.');
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4,
    ]);
    expect(inspectFile({ name: 'image.srt', bytes: png }).error).toMatch(/binary file/);
  });
});

describe('convertFiles', () => {
  it('converts one file with options, reporting progress', () => {
    const progress: number[] = [];
    const out = convertFiles([{ name: 'talk.srt', bytes: bytes(SRT) }], { target: 'webvtt', shiftMs: 500 }, (d) =>
      progress.push(d),
    );
    expect(out.fileName).toBe('talk.vtt');
    expect(out.mimeType).toBe('text/vtt');
    expect(strFromU8(out.bytes)).toBe(
      'WEBVTT\n\n1\n00:00:01.500 --> 00:00:02.500\nHello there\n\n2\n00:00:03.500 --> 00:00:04.500\nSecond cue\n\n',
    );
    expect(progress).toEqual([1]);
  });

  it('zips several files, keeping names unique', () => {
    const progress: number[] = [];
    const out = convertFiles(
      [
        { name: 'a.srt', bytes: bytes(SRT) },
        { name: 'a.vtt', bytes: bytes('WEBVTT\n\n00:01.000 --> 00:02.000\nVTT cue\n') },
      ],
      { target: 'srt', maxCharsPerLine: 5 },
      (d) => progress.push(d),
    );
    expect(out).toMatchObject({ fileName: 'captions.zip', mimeType: 'application/zip' });
    const entries = unzipSync(out.bytes);
    expect(Object.keys(entries)).toEqual(['a.srt', 'a-2.srt']);
    expect(strFromU8(entries['a.srt'] as Uint8Array)).toContain('Hello\nthere');
    expect(strFromU8(entries['a-2.srt'] as Uint8Array)).toBe('1\n00:00:01,000 --> 00:00:02,000\nVTT\ncue\n\n');
    expect(progress.at(-1)).toBe(1);
    expect(progress).toHaveLength(3);
  });
});
