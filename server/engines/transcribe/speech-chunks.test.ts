// Chunks for whisper cut where nobody speaks, never across a long silence, never longer than whisper's window.
import { describe, expect, it } from 'vitest';
import { speechChunks, speechRegions } from './speech-chunks';
import { runSummary } from './whisper';

const RATE = 16_000;

/** Audio made of [kind, seconds] parts: a 200 Hz voice-loud tone, or quiet hiss (about -60 dBFS). */
function audio(parts: ['voice' | 'quiet', number][]): Int16Array {
  const total = parts.reduce((sum, [, s]) => sum + Math.round(s * RATE), 0);
  const samples = new Int16Array(total);
  let at = 0;
  let seed = 1;
  for (const [kind, seconds] of parts) {
    const n = Math.round(seconds * RATE);
    for (let i = 0; i < n; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const hiss = ((seed / 0x7fffffff) * 2 - 1) * 30;
      samples[at + i] = kind === 'voice' ? Math.round(8000 * Math.sin((2 * Math.PI * 200 * i) / RATE) + hiss) : hiss;
    }
    at += n;
  }
  return samples;
}

const seconds = (chunks: { start: number; end: number }[]) =>
  chunks.map(({ start, end }) => [+(start / RATE).toFixed(2), +(end / RATE).toFixed(2)]);

describe('speechChunks', () => {
  it('gives nothing for silence, so whisper never hears it', () => {
    expect(speechChunks(audio([['quiet', 10]]), { sampleRate: RATE })).toEqual([]);
    expect(speechChunks(new Int16Array(RATE * 5), { sampleRate: RATE })).toEqual([]);
  });

  it('keeps short pauses inside a chunk and starts a new chunk after a long silence, padded into the quiet', () => {
    const chunks = speechChunks(
      audio([
        ['quiet', 1],
        ['voice', 2],
        ['quiet', 0.5],
        ['voice', 2],
        ['quiet', 6],
        ['voice', 3],
        ['quiet', 1],
      ]),
      { sampleRate: RATE },
    );
    expect(seconds(chunks)).toHaveLength(2);
    const [first, second] = seconds(chunks) as [number[], number[]];
    // The first chunk holds both sentences and the short pause between them, with ~0.2 s either side.
    expect(first[0]).toBeGreaterThanOrEqual(0.7);
    expect(first[0]).toBeLessThan(1);
    expect(first[1]).toBeGreaterThan(5.5);
    expect(first[1]).toBeLessThanOrEqual(5.8);
    // The six seconds of silence are in neither chunk.
    expect(second[0]).toBeGreaterThan(10.7);
    expect(second[0]).toBeLessThan(11.5);
    expect(second[1]).toBeGreaterThan(14.5);
  });

  it('never makes a chunk longer than whisper’s 30 s window, cutting long speech at its quietest moment', () => {
    const parts: ['voice' | 'quiet', number][] = [];
    // 70 s of talk with 0.25 s breaths every 5 s: too short to end a chunk, the best places to cut one.
    for (let i = 0; i < 14; i++) parts.push(['voice', 4.75], ['quiet', 0.25]);
    const samples = audio(parts);
    const chunks = speechChunks(samples, { sampleRate: RATE });
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const c of chunks) expect(c.end - c.start).toBeLessThanOrEqual(30 * RATE);
    // Together they cover all the speech.
    expect(chunks[0]!.start).toBe(0);
    expect(chunks.at(-1)!.end).toBeGreaterThanOrEqual(samples.length - RATE / 4);
    for (let i = 1; i < chunks.length; i++) expect(chunks[i]!.start).toBe(chunks[i - 1]!.end);
  });
});

describe('speechRegions', () => {
  it('marks each stretch of speech in milliseconds, padded a little, every pause of half a second or more outside', () => {
    const samples = audio([
      ['quiet', 1],
      ['voice', 2],
      ['quiet', 0.5],
      ['voice', 2],
      ['quiet', 6],
      ['voice', 3],
      ['quiet', 0.2],
      ['voice', 1],
    ]);
    const regions = speechRegions(samples, RATE);
    // Speech at 1–3, 3.5–5.5 and 11.5–15.7 s (the 0.2 s breath bridged), each padded by about 0.2 s.
    expect(regions).toHaveLength(3);
    const expected = [
      [1000, 3000],
      [3500, 5500],
      [11_500, 15_700],
    ];
    regions.forEach((region, i) => {
      expect(region.startMs).toBeGreaterThanOrEqual(expected[i]![0]! - 260);
      expect(region.startMs).toBeLessThanOrEqual(expected[i]![0]!);
      expect(region.endMs).toBeGreaterThanOrEqual(expected[i]![1]!);
      expect(region.endMs).toBeLessThanOrEqual(expected[i]![1]! + 260);
    });
  });

  it('finds none in silence, and never reaches past either end', () => {
    expect(speechRegions(audio([['quiet', 5]]), RATE)).toEqual([]);
    expect(speechRegions(audio([['voice', 2]]), RATE)).toEqual([{ startMs: 0, endMs: 2000 }]);
  });
});

describe('runSummary', () => {
  it('states the real-time factor of a run with the speech actually transcribed', () => {
    expect(runSummary('base.en', 212.4, 180.2, 9, 53.1)).toBe(
      'whisper base.en: 212.4 s of audio (180.2 s of speech in 9 chunks) in 53.1 s: 4.0× real time (real-time factor 0.25)',
    );
  });
});
