// Which whisper model `auto` uses for a language once models are installed in DATA_DIR/models, and what `npm start`
// says about it. The model files are headers only (sparse files): nothing here loads whisper.cpp.
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseProvider, createEngineRuntime, DEFAULT_ENGINE_SETTINGS, type EngineSettings } from '../registry';
import { transcriptionPlan, transcriptionPlanLine } from '../transcription-plan';
import { usableWhisperModels, whisperModelFor } from './whisper-choice';

const MB = 1024 * 1024;
/** Encoder and decoder sizes of each family (state, heads, layers). */
const FAMILY = { tiny: [384, 6, 4], base: [512, 8, 6], small: [768, 12, 12] } as const;
/** ggml's weight types: f16, q8_0, q5_1. */
const WEIGHTS = { f16: 1, q8_0: 7, q5_1: 9 } as const;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'whisper-choice-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Installs a header-only `ggml-<name>.bin` as the model manager would leave it. */
async function install(name: string, family: keyof typeof FAMILY, english: boolean, weights: keyof typeof WEIGHTS) {
  const [state, heads, layers] = FAMILY[family];
  const ints = [0x67676d6c, english ? 51864 : 51865, 1500, state, heads, layers, 448, state, heads, layers, 80];
  const header = Buffer.alloc(48);
  ints.forEach((n, i) => header.writeInt32LE(n | 0, i * 4));
  header.writeInt32LE(WEIGHTS[weights], 44);
  const file = path.join(dir, `ggml-${name}.bin`);
  await writeFile(file, header);
  await truncate(file, 20 * MB);
  return file;
}

const settings = (configured?: string): EngineSettings => ({
  ...DEFAULT_ENGINE_SETTINGS,
  whisperModel: configured,
  whisperModels: { ...DEFAULT_ENGINE_SETTINGS.whisperModels, dir },
});
const chosenFor = (language: string, configured?: string) =>
  whisperModelFor({ configured, dir }, language)?.model.name ?? null;
const engineFor = (language: string, s: EngineSettings = settings()) => {
  try {
    return chooseProvider(createEngineRuntime(s).list.transcribe, 'transcribe', language).id;
  } catch {
    return null;
  }
};

describe('auto with installed whisper models', () => {
  it('uses pocketsphinx for English until a model is installed, then whisper, noticed without a restart', async () => {
    expect(engineFor('en-US')).toBe('pocketsphinx');
    expect(engineFor('de-DE')).toBeNull();
    await install('base.en', 'base', true, 'f16');
    expect(engineFor('en-US')).toBe('whisper');
    // An .en model serves English only.
    expect(engineFor('de-DE')).toBeNull();
    await install('base', 'base', false, 'f16');
    expect(engineFor('de-DE')).toBe('whisper');
  });

  it('prefers the larger model, then an .en one for English only, then full weights over quantised ones', async () => {
    await install('tiny.en', 'tiny', true, 'f16');
    await install('base-q5_1', 'base', false, 'q5_1');
    expect(chosenFor('en-US')).toBe('base-q5_1');
    await install('base.en-q8_0', 'base', true, 'q8_0');
    expect(chosenFor('en-GB')).toBe('base.en-q8_0');
    expect(chosenFor('fr-FR')).toBe('base-q5_1');
    await install('base', 'base', false, 'f16');
    expect(chosenFor('fr-FR')).toBe('base');
    // Same size: for English the .en model wins over the multilingual one even at 8 bits.
    expect(chosenFor('en-US')).toBe('base.en-q8_0');
    await install('small', 'small', false, 'f16');
    expect(chosenFor('en-US')).toBe('small');
    expect(chosenFor('zu-ZA')).toBeNull();
  });

  it('uses WHISPER_MODEL alone when it is set, and skips installed files that are not models', async () => {
    const configured = await install('tiny.en', 'tiny', true, 'f16');
    await install('small', 'small', false, 'f16');
    expect(chosenFor('en-US', configured)).toBe('tiny.en');
    expect(chosenFor('de-DE', configured)).toBeNull();
    await rm(path.join(dir, 'ggml-small.bin'));
    await writeFile(path.join(dir, 'ggml-broken.bin'), 'not a model');
    expect(usableWhisperModels({ configured: undefined, dir })).toMatchObject({
      models: [{ name: 'tiny.en' }],
      problem: null,
    });
    await rm(configured);
    expect(usableWhisperModels({ configured: undefined, dir }).problem).toMatch(
      /The installed model ggml-broken\.bin is not a ggml whisper model file/,
    );
  });
});

describe('the start-up line', () => {
  it('says English uses pocketsphinx at draft quality and how to get whisper, then names the model once installed', async () => {
    const before = transcriptionPlanLine(transcriptionPlan(createEngineRuntime(settings())));
    expect(before).toMatch(
      /^transcription: English → pocketsphinx \(draft quality\): run `npm run engines -- install whisper base\.en` for ~4 % WER; \d+ other languages → none: run `npm run engines -- install whisper base` \(multilingual\)$/,
    );
    await install('base.en', 'base', true, 'f16');
    await install('tiny', 'tiny', false, 'f16');
    const after = transcriptionPlanLine(transcriptionPlan(createEngineRuntime(settings())));
    expect(after).toMatch(
      /^transcription: English → whisper base\.en; \d+ other languages → whisper tiny \(multilingual\)/,
    );
  });
});
