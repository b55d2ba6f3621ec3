// Parses and serialises a 20,000-cue WebVTT and its SRT with ours and the peer libraries.
import { createRequire } from 'node:module';
import { parseSrt, serializeSrt } from '../shared/captions/srt';
import { parseWebVtt } from '../shared/captions/webvtt/parse';
import { serializeWebVtt } from '../shared/captions/webvtt/serialize';

const require = createRequire(import.meta.url);
const CUES = 20_000;

function generate(): { vtt: string; srt: string } {
  const words = [
    'caption',
    'access',
    'media',
    'the',
    'quick',
    'brown',
    'fox',
    'jumps',
    'over',
    'lazy',
    'dog',
    'audio',
    'video',
  ];
  const track = { cues: [] as { startMs: number; endMs: number; text: string }[] };
  let seed = 1;
  const rand = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  for (let i = 0; i < CUES; i++) {
    const line = (): string => Array.from({ length: 6 + rand(5) }, () => words[rand(words.length)]).join(' ');
    track.cues.push({ startMs: i * 3000, endMs: i * 3000 + 2500, text: `${line()}\n${line()}` });
  }
  return { vtt: serializeWebVtt(track).text, srt: serializeSrt(track).text };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

async function measure(fn: () => unknown, bytes: number): Promise<number | undefined> {
  try {
    for (let i = 0; i < 2; i++) await fn();
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t0 = performance.now();
      await fn();
      times.push(performance.now() - t0);
    }
    return bytes / 2 ** 20 / (median(times) / 1000);
  } catch {
    return undefined;
  }
}

type Case = [label: string, fn: () => unknown];

export default async function (): Promise<void> {
  const { vtt, srt } = generate();
  const vttBytes = new TextEncoder().encode(vtt).length;
  const srtBytes = new TextEncoder().encode(srt).length;
  console.log(
    `input: ${CUES} cues, WebVTT ${(vttBytes / 2 ** 20).toFixed(2)} MiB, SRT ${(srtBytes / 2 ** 20).toFixed(2)} MiB`,
  );

  const nodeWebvtt = require('node-webvtt') as {
    parse: (s: string, o?: object) => { cues: unknown[] };
    compile: (o: unknown) => string;
  };
  const webvttParser = require('webvtt-parser') as {
    WebVTTParser: new () => { parse: (s: string, mode?: string) => { cues: unknown[] } };
    WebVTTSerializer: new () => { serialize: (cues: unknown[], styles?: unknown[]) => string };
  };
  const subtitle = (await import('subtitle')) as unknown as {
    parseSync: (s: string) => unknown[];
    stringifySync: (n: unknown[], o: { format: string }) => string;
  };
  const subsrtModule = (await import('subsrt-ts')) as unknown as { default?: unknown };
  const subsrt = (subsrtModule.default ?? subsrtModule) as {
    parse: (s: string, o?: object) => unknown[];
    build: (c: unknown[], o: object) => string;
  };
  const mediaCaptions = (await import('media-captions')) as unknown as {
    parseText: (s: string, o: { type: string }) => Promise<unknown>;
  };

  const vttTrack = parseWebVtt(vtt).track;
  const srtTrack = parseSrt(srt).track;
  const nwParsed = (() => {
    try {
      return nodeWebvtt.parse(vtt);
    } catch {
      return undefined;
    }
  })();
  const wpParsed = new webvttParser.WebVTTParser().parse(vtt, 'metadata');
  const subParsedVtt = subtitle.parseSync(vtt);
  const subParsedSrt = subtitle.parseSync(srt);
  const subsrtVtt = subsrt.parse(vtt, { format: 'vtt' });
  const subsrtSrt = subsrt.parse(srt, { format: 'srt' });

  const groups: [string, number, Case[]][] = [
    [
      'parse WebVTT',
      vttBytes,
      [
        ['ours', () => parseWebVtt(vtt)],
        ['node-webvtt', () => nodeWebvtt.parse(vtt)],
        ['webvtt-parser', () => new webvttParser.WebVTTParser().parse(vtt, 'metadata')],
        ['subtitle', () => subtitle.parseSync(vtt)],
        ['subsrt-ts', () => subsrt.parse(vtt, { format: 'vtt' })],
        ['media-captions', () => mediaCaptions.parseText(vtt, { type: 'vtt' })],
      ],
    ],
    [
      'serialize WebVTT',
      vttBytes,
      [
        ['ours', () => serializeWebVtt(vttTrack)],
        ['node-webvtt', () => nodeWebvtt.compile(nwParsed)],
        ['webvtt-parser', () => new webvttParser.WebVTTSerializer().serialize(wpParsed.cues)],
        ['subtitle', () => subtitle.stringifySync(subParsedVtt, { format: 'WebVTT' })],
        ['subsrt-ts', () => subsrt.build(subsrtVtt, { format: 'vtt' })],
      ],
    ],
    [
      'parse SRT',
      srtBytes,
      [
        ['ours', () => parseSrt(srt)],
        ['subtitle', () => subtitle.parseSync(srt)],
        ['subsrt-ts', () => subsrt.parse(srt, { format: 'srt' })],
        ['media-captions', () => mediaCaptions.parseText(srt, { type: 'srt' })],
      ],
    ],
    [
      'serialize SRT',
      srtBytes,
      [
        ['ours', () => serializeSrt(srtTrack)],
        ['subtitle', () => subtitle.stringifySync(subParsedSrt, { format: 'SRT' })],
        ['subsrt-ts', () => subsrt.build(subsrtSrt, { format: 'srt' })],
      ],
    ],
  ];

  const rows: { task: string; library: string; 'MiB/s': string; 'ours ÷ theirs': string }[] = [];
  for (const [task, bytes, cases] of groups) {
    let ours: number | undefined;
    for (const [label, fn] of cases) {
      const speed = await measure(fn, bytes);
      if (label === 'ours') ours = speed;
      rows.push({
        task,
        library: label,
        'MiB/s': speed === undefined ? 'failed' : speed.toFixed(1),
        'ours ÷ theirs':
          speed === undefined || ours === undefined || label === 'ours' ? '' : `${(ours / speed).toFixed(2)}×`,
      });
    }
  }
  console.table(rows);
}
