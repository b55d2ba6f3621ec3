// The embedded engines on this machine: real-time factor and word error rate of pocketsphinx, accuracy of
// the forced aligner, apertium words per second, espeak-ng seconds of audio per second.
// Test set, all made offline: fixed paragraphs spoken by espeak-ng here, plus the demo media (espeak-ng
// speech of known public-domain text with exactly known cue times, server/seed/demo-media).
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pocketsphinxAligner } from '../server/engines/align/pocketsphinx-align';
import { toSpeechWav, wavDurationMs, withTempDir } from '../server/engines/audio';
import { espeakSynthesizer } from '../server/engines/synthesize/espeak-ng';
import { pocketsphinxTranscriber } from '../server/engines/transcribe/pocketsphinx';
import { apertiumTranslator } from '../server/engines/translate/apertium';
import { totalWordErrors, type WordErrors, wordErrors } from '../shared/captions/word-error-rate';

const DEMO = fileURLToPath(new URL('../server/seed/demo-media/', import.meta.url));
const DEMO_FILES = [
  'jfk-rice-moon-speech',
  'apollo-11-eagle-has-landed',
  'gettysburg-address',
  'fdr-first-inaugural',
  'other-constitution-preamble',
];

// Written for this bench before any engine heard them; never edited to suit one.
const PARAGRAPHS = [
  'The library opens at nine in the morning and closes at six in the evening. Students may borrow up to ten books at a time, and the staff at the front desk will help anyone who cannot find what they need.',
  'Heavy rain is expected across the northern region tomorrow, with strong winds near the coast. Drivers should allow extra time for their journeys and check the road reports before they leave home.',
  'To make bread you need flour, water, salt and yeast. Mix them into a dough, knead it for ten minutes, and let it rise in a warm place until it has doubled in size before you bake it.',
];

/** What the demo audio says: the script's spoken text where it differs from the caption ("Four thirteen"). */
function demoSpeech(slug: string): { text: string; cues: { text: string; startMs: number; endMs: number }[] } {
  const script = readFileSync(path.join(DEMO, 'scripts', `${slug}.tsv`), 'utf8');
  const spoken = script
    .split('\n')
    .filter((l) => l.startsWith('cue\t'))
    .map((l) => {
      const cols = l.split('\t');
      return cols[4] ?? cols[3]!;
    });
  const manifest = JSON.parse(readFileSync(path.join(DEMO, `${slug}.json`), 'utf8')) as {
    tracks: { kind: string; language: string; cues: { text: string; startMs: number; endMs: number }[] }[];
  };
  const captions = manifest.tracks.find((t) => t.kind === 'captions' && t.language === 'en')!;
  return { text: spoken.join(' '), cues: captions.cues };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export default async function run(): Promise<void> {
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const voice = espeakSynthesizer();
  const transcriber = pocketsphinxTranscriber();
  const aligner = pocketsphinxAligner();
  await withTempDir(async (dir) => {
    // espeak-ng: seconds of audio made per second of wall time.
    let audioMs = 0;
    let wallMs = 0;
    const paragraphWavs: string[] = [];
    for (const [i, text] of PARAGRAPHS.entries()) {
      const started = performance.now();
      const wav = await voice.synthesize({ text, language: 'en-US' });
      wallMs += performance.now() - started;
      audioMs += wavDurationMs(wav);
      const raw = path.join(dir, `p${i}.raw.wav`);
      await writeFile(raw, wav);
      const speech = path.join(dir, `p${i}.wav`);
      await toSpeechWav(raw, speech);
      paragraphWavs.push(speech);
    }
    console.log(
      `espeak-ng: ${seconds(audioMs)} s of audio in ${seconds(wallMs)} s = ${(audioMs / wallMs).toFixed(1)} s of audio per second`,
    );

    // pocketsphinx: real-time factor and WER on the paragraphs and the demo media.
    console.log('\npocketsphinx transcription (WER against the known text; RTF = processing time / audio time)');
    const sets: { name: string; wav: string; text: string }[] = PARAGRAPHS.map((text, i) => ({
      name: `paragraph ${i + 1}`,
      wav: paragraphWavs[i]!,
      text,
    }));
    for (const slug of DEMO_FILES) {
      const wav = path.join(dir, `${slug}.wav`);
      await toSpeechWav(path.join(DEMO, `${slug}.opus`), wav);
      sets.push({ name: slug, wav, text: demoSpeech(slug).text });
    }
    const errors: WordErrors[] = [];
    let totalAudio = 0;
    let totalWall = 0;
    for (const set of sets) {
      const duration = wavDurationMs(readFileSync(set.wav));
      const started = performance.now();
      const words = await transcriber.transcribe({ wavPath: set.wav, language: 'en-US' });
      const elapsed = performance.now() - started;
      const edits = wordErrors(set.text, words.map((w) => w.text).join(' '));
      errors.push(edits);
      totalAudio += duration;
      totalWall += elapsed;
      console.log(
        `  ${set.name.padEnd(30)} ${seconds(duration).padStart(5)} s  RTF ${(elapsed / duration).toFixed(2)}  WER ${pct(edits.rate)}`,
      );
    }
    const total = totalWordErrors(errors);
    console.log(
      `  ${'all'.padEnd(30)} ${seconds(totalAudio).padStart(5)} s  RTF ${(totalWall / totalAudio).toFixed(2)}  WER ${pct(total.rate)} (${total.referenceWords} words)`,
    );

    // Forced alignment: each demo cue's start as found by aligning the whole text, against the known start.
    console.log('\npocketsphinx forced alignment of the demo captions (cue start error against the known times)');
    const allErrors: number[] = [];
    let alignWall = 0;
    let alignAudio = 0;
    for (const slug of DEMO_FILES) {
      const { cues } = demoSpeech(slug);
      const wav = path.join(dir, `${slug}.wav`);
      const text = cues.map((c) => c.text).join(' ');
      const started = performance.now();
      const words = await aligner.align({ wavPath: wav, text, language: 'en' });
      alignWall += performance.now() - started;
      alignAudio += wavDurationMs(readFileSync(wav));
      let w = 0;
      const fileErrors = cues.map((cue) => {
        const first = words[w]!;
        w += cue.text.split(/\s+/).filter(Boolean).length;
        return Math.abs(first.startMs - cue.startMs);
      });
      allErrors.push(...fileErrors);
      const mean = fileErrors.reduce((a, b) => a + b, 0) / fileErrors.length;
      console.log(
        `  ${slug.padEnd(30)} ${cues.length} cues  mean |error| ${mean.toFixed(0)} ms  max ${Math.max(...fileErrors)} ms`,
      );
    }
    const sorted = [...allErrors].sort((a, b) => a - b);
    const within = (ms: number) => allErrors.filter((e) => e <= ms).length / allErrors.length;
    console.log(
      `  all: ${allErrors.length} cues, median ${sorted[Math.floor(sorted.length / 2)]} ms, within 100 ms ${pct(within(100))}, within 250 ms ${pct(within(250))}, RTF ${(alignWall / alignAudio).toFixed(2)}`,
    );

    // apertium: words translated per second (English → Spanish), the demo captions as one document per file.
    const apertium = apertiumTranslator();
    let words = 0;
    const started = performance.now();
    for (const slug of DEMO_FILES) {
      const { cues } = demoSpeech(slug);
      await apertium.translate({ texts: cues.map((c) => c.text), source: 'en', target: 'es' });
      words += cues.reduce((n, c) => n + c.text.split(/\s+/).length, 0);
    }
    const elapsed = (performance.now() - started) / 1000;
    console.log(
      `\napertium eng-spa: ${words} words in ${elapsed.toFixed(2)} s = ${(words / elapsed).toFixed(0)} words per second (5 calls, start-up included)`,
    );
  });
}
