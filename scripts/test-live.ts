// `npm run test:live`: what needs something this repository cannot hold (Google credentials, a whisper model,
// a platform account), tried for real when configured. Not part of `npm test`: it prints what ran, what did not
// and why, and exits non-zero only when a check that ran failed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { toSpeechWav, wavDurationMs, withTempDir } from '../server/engines/audio';
import { installedModels } from '../server/engines/models/model-store';
import { createEngines, releaseEngineModels } from '../server/engines/registry';
import type { Transcriber } from '../server/engines/transcribe/transcriber';
import type { ProviderInfo } from '../server/engines/types';
import { CONTENT_WORDS, SENTENCE } from '../server/engines/testing/speech-sample';
import { type LiveCheck, platformChecks } from './live-platforms';

// More than half: a fair share for a real recogniser on clear synthetic speech. Not measured here (no model,
// no network); pocketsphinx, the draft engine, gets 3.
const MIN_CONTENT_WORDS = 6;

/** An engine check: asked for but not usable is a failure, because the configuration is wrong. */
const engineCheck = (check: Omit<LiveCheck, 'run'> & { engine: ProviderInfo; run: () => Promise<string> }) => ({
  ...check,
  run: () => {
    const availability = check.engine.availability();
    if (!availability.available) throw new Error(`configured but unavailable: ${availability.reason}`);
    return check.run();
  },
});

const config = loadConfig();
const engines = createEngines(config.engines);
const provider = <K extends keyof typeof engines>(capability: K, id: string) =>
  engines[capability].find((p) => p.id === id)! as (typeof engines)[K][number];

async function transcribeSpokenSentence(transcriber: Transcriber): Promise<string> {
  const started = performance.now();
  const { words, durationMs } = await withTempDir(async (dir) => {
    const raw = path.join(dir, 'raw.wav');
    await writeFile(raw, await provider('synthesize', 'espeak-ng').synthesize({ text: SENTENCE, language: 'en-US' }));
    const wav = path.join(dir, 'speech.wav');
    await toSpeechWav(raw, wav);
    return {
      words: await transcriber.transcribe({ wavPath: wav, language: 'en-US' }),
      durationMs: wavDurationMs(await readFile(wav)),
    };
  });
  const seconds = (performance.now() - started) / 1000;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.endMs < w.startMs || w.endMs > durationMs + 500 || (i > 0 && w.startMs < words[i - 1]!.startMs))
      throw new Error(`word "${w.text}" has times ${w.startMs}–${w.endMs} ms out of order or outside the clip`);
  }
  const heard = new Set(words.flatMap((w) => w.text.toLowerCase().match(/[a-z']+/g) ?? []));
  const found = CONTENT_WORDS.filter((w) => heard.has(w));
  const text = words.map((w) => w.text).join(' ');
  if (found.length < MIN_CONTENT_WORDS)
    throw new Error(`heard ${found.length} of ${CONTENT_WORDS.length} content words: "${text}"`);
  return `${found.length}/${CONTENT_WORDS.length} content words, ${(seconds / (durationMs / 1000)).toFixed(2)}× real time: "${text}"`;
}

function engineChecks(): LiveCheck[] {
  const { google, whisperModel } = config.engines;
  const googleRequested = Boolean(google.projectId && google.credentialsFile);
  const googleVariable = 'GOOGLE_CLOUD_PROJECT with GOOGLE_APPLICATION_CREDENTIALS (or GOOGLE_ENGINES_CREDENTIALS)';
  return [
    engineCheck({
      name: 'google transcribe (Speech-to-Text v2, chirp_2)',
      variable: googleVariable,
      requested: googleRequested,
      engine: provider('transcribe', 'google'),
      run: () => transcribeSpokenSentence(provider('transcribe', 'google')),
    }),
    engineCheck({
      name: 'google translate (Cloud Translation v3)',
      variable: googleVariable,
      requested: googleRequested,
      engine: provider('translate', 'google'),
      run: async () => {
        const [out] = await provider('translate', 'google').translate({
          texts: ['We choose to go to the Moon in this decade.'],
          source: 'en',
          target: 'es',
        });
        if (!out || !/Luna/i.test(out) || !/década/i.test(out)) throw new Error(`unexpected translation "${out}"`);
        return `"${out}"`;
      },
    }),
    engineCheck({
      name: 'google synthesize (Text-to-Speech v1)',
      variable: googleVariable,
      requested: googleRequested,
      engine: provider('synthesize', 'google'),
      run: async () => {
        const text = 'This sentence was spoken by the live test of speech synthesis.';
        const wav = await provider('synthesize', 'google').synthesize({ text, language: 'en-US' });
        const seconds = wavDurationMs(wav) / 1000;
        // 11 words: people say 2–3 a second; anything from 1.5 to 8 s is speech of that sentence.
        if (seconds < 1.5 || seconds > 8) throw new Error(`${seconds.toFixed(1)} s of audio for 11 words`);
        return `${seconds.toFixed(1)} s of audio for 11 words`;
      },
    }),
    engineCheck({
      name: 'whisper transcribe (whisper.cpp)',
      variable: 'no whisper model installed (npm run engines -- install whisper base.en) and WHISPER_MODEL',
      // An installed model asks for the check as much as WHISPER_MODEL does.
      requested: Boolean(whisperModel) || installedModels(config.engines.whisperModels.dir).length > 0,
      engine: provider('transcribe', 'whisper'),
      run: () => transcribeSpokenSentence(provider('transcribe', 'whisper')),
    }),
  ];
}

async function main(): Promise<number> {
  console.log('Live checks of engines and platforms (opt-in, not part of npm test)');
  const list = [...engineChecks(), ...platformChecks()];
  let ran = 0;
  let failed = 0;
  for (const check of list) {
    if (!check.requested) {
      console.log(`  NOT RUN ${check.name}: ${check.variable} not set`);
      continue;
    }
    ran++;
    try {
      console.log(`  PASSED  ${check.name}: ${await check.run()}`);
    } catch (error) {
      failed++;
      console.log(`  FAILED  ${check.name}: ${(error as Error).message}`);
    }
  }
  console.log(`${ran} ran, ${ran - failed} passed, ${failed} failed, ${list.length - ran} not run.`);
  if (ran === 0) {
    console.log('Nothing was configured: docs/engines.md and docs/platforms.md ("Live tests") say what each needs.');
  }
  await releaseEngineModels();
  return failed > 0 ? 1 : 0;
}

process.exitCode = await main();
