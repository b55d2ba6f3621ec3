// Parses and serialises a 20,000-cue WebVTT and its SRT with ours and the peer libraries.
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parseSrt, serializeSrt } from '../shared/captions/srt';
import { parseWebVtt } from '../shared/captions/webvtt/parse';
import { serializeWebVtt } from '../shared/captions/webvtt/serialize';

const require = createRequire(import.meta.url);

// Collect garbage before each timed call, so no library pays for the previous one's allocations.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
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
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

// Rounds after warm-up; each round runs every library once, in a rotated order, so a slow spell of a
// noisy machine hits all of them alike and the per-round ratio stays fair.
const WARMUP_ROUNDS = 5;
const ROUNDS = 21;
/** Calls per timed sample: one call of a 20,000-cue writer is a few milliseconds, too close to the timer's noise. */
const CALLS_PER_SAMPLE = 3;
/** Goal for ours ÷ best peer (issue 10): ahead in parse and serialise. */
const GOAL = 1;

interface Result {
  label: string;
  /** Milliseconds per round; empty when the library failed. */
  times: number[];
}

async function interleaved(cases: Case[]): Promise<Result[]> {
  const results: Result[] = cases.map(([label]) => ({ label, times: [] }));
  const failed = new Set<number>();
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    for (let k = 0; k < cases.length; k++) {
      const index = (k + round) % cases.length;
      if (failed.has(index)) continue;
      collectGarbage();
      const t0 = performance.now();
      try {
        for (let call = 0; call < CALLS_PER_SAMPLE; call++) answerBytes(await (cases[index] as Case)[1]());
      } catch {
        failed.add(index);
        continue;
      }
      if (round >= WARMUP_ROUNDS) (results[index] as Result).times.push(performance.now() - t0);
    }
  }
  for (const index of failed) (results[index] as Result).times = [];
  return results;
}

type Case = [label: string, fn: () => unknown];

/**
 * What a server does next with a writer's text: counts its UTF-8 bytes for the answer, which flattens a string
 * built by `+=`. Without it a writer that leaves that work to its reader looked faster than it is.
 */
function answerBytes(result: unknown): number {
  const text = typeof result === 'string' ? result : (result as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? Buffer.byteLength(text) : 0;
}

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

  const mib = (bytes: number, ms: number): number => (bytes * CALLS_PER_SAMPLE) / 2 ** 20 / (ms / 1000);
  const summary: string[] = [];
  for (const [task, bytes, cases] of groups) {
    const results = await interleaved(cases);
    const ours = results.find((r) => r.label === 'ours') as Result;
    const peers = results.filter((r) => r !== ours && r.times.length > 0);
    const best = peers.reduce<Result | undefined>(
      (a, r) => (a === undefined || median(r.times) < median(a.times) ? r : a),
      undefined,
    );
    console.log(`\n${task} (median of ${ROUNDS} interleaved rounds; spread = slowest vs fastest round)`);
    console.table(
      results.map((r) => {
        if (r.times.length === 0) return { library: r.label, 'MiB/s': 'failed', spread: '', 'ours ÷ this': '' };
        const perRound = ours.times.map((t, i) => (r.times[i] as number) / t);
        return {
          library: r.label,
          'MiB/s': mib(bytes, median(r.times)).toFixed(1),
          spread: `±${(((Math.max(...r.times) - Math.min(...r.times)) / 2 / median(r.times)) * 100).toFixed(0)}%`,
          'ours ÷ this': r === ours ? '' : `${median(perRound).toFixed(2)}×`,
        };
      }),
    );
    if (!best) continue;
    // Ratio of the two libraries within each round, then the median: robust to the machine's slow spells.
    const ratios = ours.times.map((t, i) => (best.times[i] as number) / t).sort((a, b) => a - b);
    const ratio = median(ratios);
    summary.push(
      `${task.padEnd(17)} ours ${mib(bytes, median(ours.times)).toFixed(1).padStart(6)} MiB/s · best peer ${best.label} ` +
        `${mib(bytes, median(best.times)).toFixed(1)} MiB/s · ours ÷ best ${ratio.toFixed(2)}× ` +
        `(rounds ${(ratios[0] as number).toFixed(2)}–${(ratios[ratios.length - 1] as number).toFixed(2)}) · ` +
        `goal ≥ ${GOAL.toFixed(2)}× ${ratio >= GOAL ? 'met' : 'NOT MET'}`,
    );
  }
  console.log(`\n${summary.join('\n')}`);
}
