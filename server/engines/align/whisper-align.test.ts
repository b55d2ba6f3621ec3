// Alignment by whisper's word timings, without a model: the known text takes the times of the words heard, and
// `auto` keeps pocketsphinx for English (measured precise) and uses whisper for the other languages.
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimedWord } from '@shared/captions/segment/segment';
import { chooseProvider, createEngines, DEFAULT_ENGINE_SETTINGS } from '../registry';
import { timesFromHeard } from './whisper-align';

const heard = (...words: [string, number, number][]): TimedWord[] =>
  words.map(([text, startMs, endMs]) => ({ text, startMs, endMs }));

describe('timesFromHeard', () => {
  it('gives each text word the time of the word heard in its place, misheard or not', () => {
    const text = 'We choose to go to the Moon.'.split(' ');
    const out = timesFromHeard(
      text,
      heard(
        ['We', 0, 200],
        ['shoes', 200, 600],
        ['to', 600, 700],
        ['go', 700, 900],
        ['to', 900, 1000],
        ['the', 1000, 1100],
        ['moon', 1100, 1600],
      ),
    );
    expect(out).toEqual([
      { text: 'We', startMs: 0, endMs: 200 },
      { text: 'choose', startMs: 200, endMs: 600 },
      { text: 'to', startMs: 600, endMs: 700 },
      { text: 'go', startMs: 700, endMs: 900 },
      { text: 'to', startMs: 900, endMs: 1000 },
      { text: 'the', startMs: 1000, endMs: 1100 },
      { text: 'Moon.', startMs: 1100, endMs: 1600 },
    ]);
  });

  it('shares the gap between heard neighbours among words whisper missed, and ignores words not in the text', () => {
    const text = 'in this decade and do the other things'.split(' ');
    const out = timesFromHeard(
      text,
      heard(
        ['in', 0, 100],
        ['this', 100, 300],
        ['um', 300, 500],
        ['decade', 500, 900],
        ['other', 2000, 2300],
        ['things', 2300, 2800],
      ),
    );
    expect(out.map((w) => w.text)).toEqual(text);
    expect(out[2]).toEqual({ text: 'decade', startMs: 500, endMs: 900 });
    // "and do the": 4 + 3 + 4 characters (with a space each) share 900–2000 ms.
    expect(out.slice(3, 6).map((w) => [w.startMs, w.endMs])).toEqual([
      [900, 1300],
      [1300, 1600],
      [1600, 2000],
    ]);
    expect(out[6]).toEqual({ text: 'other', startMs: 2000, endMs: 2300 });
    for (let i = 1; i < out.length; i++) expect(out[i]!.startMs).toBeGreaterThanOrEqual(out[i - 1]!.endMs);
  });

  it('places unheard words at the ends before the first and after the last heard word, inside the audio', () => {
    const out = timesFromHeard(
      ['Well,', 'hello', 'there', 'friends'],
      heard(['hello', 1000, 1400], ['there', 1400, 1700]),
    );
    expect(out[0]).toEqual({ text: 'Well,', startMs: 580, endMs: 1000 });
    expect(out[3]).toEqual({ text: 'friends', startMs: 1700, endMs: 1700 });
    expect(() => timesFromHeard(['Hello'], [])).toThrow('whisper heard no speech to align the text to');
  });
});

describe('align provider choice under auto', () => {
  let dir: string;
  let multilingual: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'whisper-align-'));
    // tiny's header, multilingual vocabulary, 20 MB (sparse): enough for the checks, never loaded here.
    const header = Buffer.alloc(48);
    [0x67676d6c, 51865, 1500, 384, 6, 4, 448, 384, 6, 4, 80, 1].forEach((n, i) => header.writeInt32LE(n, i * 4));
    multilingual = path.join(dir, 'ggml-tiny.bin');
    await writeFile(multilingual, header);
    await truncate(multilingual, 20 * 1024 * 1024);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps pocketsphinx for English and uses whisper for the languages only it serves', () => {
    const align = createEngines({ ...DEFAULT_ENGINE_SETTINGS, whisperModel: multilingual }).align;
    expect(chooseProvider(align, 'align', 'en-US').id).toBe('pocketsphinx');
    expect(chooseProvider(align, 'align', 'de-DE').id).toBe('whisper');
    expect(() => chooseProvider(createEngines().align, 'align', 'de-DE')).toThrow(
      'No available align engine serves de-DE',
    );
  });
});
