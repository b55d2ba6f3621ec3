// Each embedded engine on a short clip made here (no fixtures): what a user would notice if one broke.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pocketsphinxAligner } from './align/pocketsphinx-align';
import { toSpeechWav, wavDurationMs, withTempDir } from './audio';
import { runCommand } from './command';
import { espeakSynthesizer } from './synthesize/espeak-ng';
import { pocketsphinxTranscriber } from './transcribe/pocketsphinx';
import { apertiumTranslator } from './translate/apertium';
import { CONTENT_WORDS, SENTENCE } from './testing/speech-sample';

const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

async function spoken(dir: string, text: string): Promise<string> {
  const wav = await espeakSynthesizer().synthesize({ text, language: 'en-US' });
  const raw = path.join(dir, 'raw.wav');
  await writeFile(raw, wav);
  const speech = path.join(dir, 'speech.wav');
  await toSpeechWav(raw, speech);
  return speech;
}

describe('embedded engines on a clip made in the test', () => {
  it('espeak-ng speaks a sentence for a plausible time (1.5–4 words a second; people speak 2–3)', async () => {
    const wav = await espeakSynthesizer().synthesize({ text: SENTENCE, language: 'en-US' });
    const seconds = wavDurationMs(wav) / 1000;
    const count = words(SENTENCE).length;
    expect(count / seconds).toBeGreaterThan(1.5);
    expect(count / seconds).toBeLessThan(4);
  });

  it('pocketsphinx recognises a fair share of the content words of espeak-ng speech', async () => {
    const heard = await withTempDir(async (dir) =>
      pocketsphinxTranscriber().transcribe({ wavPath: await spoken(dir, SENTENCE), language: 'en-US' }),
    );
    const said = new Set(heard.flatMap((w) => words(w.text)));
    const rate = CONTENT_WORDS.filter((w) => said.has(w)).length / CONTENT_WORDS.length;
    // Measured 3 of 11 (0.27) on this machine: the generic US model hears espeak-ng's voice poorly (see
    // docs/engines.md). The floor, one word, only fails when recognition has stopped working altogether.
    expect(rate).toBeGreaterThanOrEqual(1 / CONTENT_WORDS.length);
    for (const w of heard) expect(w.endMs).toBeGreaterThanOrEqual(w.startMs);
  });

  it('pocketsphinx aligns the known text to the speech: every word gets a time, in order, inside the clip', async () => {
    const aligned = await withTempDir(async (dir) => {
      const wav = await spoken(dir, SENTENCE);
      return pocketsphinxAligner().align({ wavPath: wav, text: SENTENCE, language: 'en' });
    });
    expect(aligned.map((w) => w.text)).toEqual(SENTENCE.split(' '));
    for (let i = 1; i < aligned.length; i++)
      expect(aligned[i]!.startMs).toBeGreaterThanOrEqual(aligned[i - 1]!.endMs - 1);
    expect(aligned.at(-1)!.endMs).toBeLessThan(8000);
  });

  it('pocketsphinx alignment keeps the time of words after a silent pause', async () => {
    const second = 'Then the rain began to fall on the quiet town.';
    const { aligned, firstMs } = await withTempDir(async (dir) => {
      const a = path.join(dir, 'a.wav');
      const b = path.join(dir, 'b.wav');
      await writeFile(a, await espeakSynthesizer().synthesize({ text: SENTENCE, language: 'en-US' }));
      await writeFile(b, await espeakSynthesizer().synthesize({ text: second, language: 'en-US' }));
      const joined = path.join(dir, 'joined.wav');
      // Two sentences with 3 s of digital silence between them, as when pauses are added for descriptions.
      await runCommand('ffmpeg', [
        '-loglevel',
        'error',
        '-i',
        a,
        '-f',
        'lavfi',
        '-t',
        '3',
        '-i',
        'anullsrc=r=22050:cl=mono',
        '-i',
        b,
        '-filter_complex',
        '[0:a][1:a][2:a]concat=n=3:v=0:a=1',
        joined,
      ]);
      const speech = path.join(dir, 'speech.wav');
      await toSpeechWav(joined, speech);
      const firstMs = wavDurationMs(await readFile(a));
      return {
        aligned: await pocketsphinxAligner().align({ wavPath: speech, text: `${SENTENCE} ${second}`, language: 'en' }),
        firstMs,
      };
    });
    const then = aligned[SENTENCE.split(' ').length]!;
    expect(then.text).toBe('Then');
    // The second sentence starts after the first and the pause; dropping silent frames would put it ~3 s early.
    expect(then.startMs).toBeGreaterThan(firstMs + 3000 - 300);
    expect(then.startMs).toBeLessThan(firstMs + 3000 + 600);
  });

  it('apertium translates a known sentence into Spanish, cue by cue, keeping the split', async () => {
    const out = await apertiumTranslator().translate({
      texts: ['We choose to go to the Moon', 'in this decade.'],
      source: 'en',
      target: 'es',
    });
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/Luna/);
    expect(out[1]).toMatch(/década/);
  });
});
