// whisper.cpp without model weights (none can be downloaded here): when it is offered, what it serves, which
// provider `auto` picks, how its token output becomes words, and a real load through the binding that fails.
import { mkdir, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseProvider, createEngines, DEFAULT_ENGINE_SETTINGS, type EngineSettings } from '../registry';
import { engineStatus } from '../status';
import { whisperTranscriber } from './whisper';
import { whisperLanguage } from './whisper-choice';
import { releaseWhisperModels, WHISPER_INSTALL } from './whisper-model';
import { wordsFromWhisper } from './whisper-words';

let dir: string;
let englishModel: string;
let multilingualModel: string;

const MB = 1024 * 1024;
/** ggml magic, then tiny.en's hyperparameters (vocabulary, audio ctx/state/heads/layers, text ditto, mels, ftype). */
const TINY_EN = [0x67676d6c, 51864, 1500, 384, 6, 4, 448, 384, 6, 4, 80, 1];

/** A file of these int32s and then `name`, `bytes` long (the rest zeros, sparse on disk). */
async function ggmlFile(file: string, ints: number[], bytes: number, tail = '') {
  const start = Buffer.alloc(ints.length * 4 + tail.length);
  ints.forEach((n, i) => start.writeInt32LE(n | 0, i * 4));
  start.write(tail, ints.length * 4, 'ascii');
  await writeFile(file, start);
  await truncate(file, bytes);
  return file;
}

/** `seconds` of silence as 16 kHz mono 16-bit WAV, what the jobs hand to every transcriber. */
function silentWav(seconds: number) {
  const samples = Buffer.alloc(seconds * 32_000);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'whisper-test-'));
  // Big enough to pass for models, but never loaded: only their headers are read.
  englishModel = await ggmlFile(path.join(dir, 'ggml-tiny.en.bin'), TINY_EN, 20 * MB);
  multilingualModel = await ggmlFile(
    path.join(dir, 'ggml-tiny.bin'),
    [TINY_EN[0]!, 51865, ...TINY_EN.slice(2)],
    20 * MB,
  );
});
afterAll(async () => {
  await releaseWhisperModels();
  await rm(dir, { recursive: true, force: true });
});

function unavailableReason(model: string | undefined) {
  const a = whisperTranscriber({ configured: model, dir: undefined }).availability();
  if (a.available) throw new Error('expected whisper to be unavailable');
  expect(a.install).toBe(WHISPER_INSTALL);
  return a.reason;
}

describe('whisper availability', () => {
  it('says what is wrong: no WHISPER_MODEL, a missing file, a folder, not ggml, not whisper, no weights', async () => {
    expect(unavailableReason(undefined)).toBe('no whisper model is installed and WHISPER_MODEL is not set');
    const missing = path.join(dir, 'nope.bin');
    expect(unavailableReason(missing)).toBe(`WHISPER_MODEL names ${missing}, which does not exist`);
    // Tests run as root here, where a file without read permission is still readable; a folder never is.
    const folder = path.join(dir, 'models');
    await mkdir(folder);
    expect(unavailableReason(folder)).toBe(`WHISPER_MODEL names ${folder}, which is a folder, not a file`);
    const text = path.join(dir, 'notes.txt');
    await writeFile(text, 'not a model at all');
    expect(unavailableReason(text)).toBe(`WHISPER_MODEL names ${text}, which is not a ggml whisper model file`);
    // Zeros where the sizes should be would crash whisper.cpp while loading: refused before that.
    const damaged = await ggmlFile(path.join(dir, 'damaged.bin'), [TINY_EN[0]!, 51864], 20 * MB);
    expect(unavailableReason(damaged)).toBe(
      `WHISPER_MODEL names ${damaged}, which is a ggml file but not a whisper model (or its header is damaged)`,
    );
    // What whisper.cpp's models/for-tests-ggml-tiny.en.bin is: a real header and vocabulary, no weights.
    const empty = await ggmlFile(path.join(dir, 'for-tests-ggml-tiny.en.bin'), TINY_EN, 586_836);
    expect(unavailableReason(empty)).toBe(
      `WHISPER_MODEL names ${empty}, which holds no model weights (573 KB: a test file or an interrupted download)`,
    );
    expect(WHISPER_INSTALL).toMatch(/npm run engines -- install whisper base\.en/);
  });

  it('an .en model serves English only; a multilingual one serves whisper’s languages under the catalogue’s codes', () => {
    const english = whisperTranscriber({ configured: englishModel, dir: undefined });
    expect(english.availability()).toEqual({ available: true });
    expect(english.supports('en-US')).toBe(true);
    expect(english.supports('de-DE')).toBe(false);
    expect(english.languages()).toEqual(['en']);
    const multilingual = whisperTranscriber({ configured: multilingualModel, dir: undefined });
    for (const tag of ['en-GB', 'de-DE', 'ja-JP', 'iw-IL', 'cmn-Hans-CN', 'fil-PH', 'yue-Hant-HK'])
      expect(multilingual.supports(tag), tag).toBe(true);
    expect(multilingual.supports('zu-ZA')).toBe(false);
    expect(multilingual.languages()).toHaveLength(100);
    expect(whisperLanguage('iw-IL', true)).toBe('he');
    expect(whisperLanguage('cmn-Hans-CN', true)).toBe('zh');
    expect(whisperLanguage('de-DE', false)).toBeNull();
  });
});

describe('provider choice under auto', () => {
  const settings = (whisperModel: string | undefined, google = false): EngineSettings => ({
    ...DEFAULT_ENGINE_SETTINGS,
    whisperModel,
    google: google
      ? { ...DEFAULT_ENGINE_SETTINGS.google, projectId: 'p', credentialsFile: path.join(dir, 'key.json') }
      : DEFAULT_ENGINE_SETTINGS.google,
  });
  const chosen = (s: EngineSettings, language: string) =>
    chooseProvider(createEngines(s).transcribe, 'transcribe', language).id;

  it('prefers whisper over pocketsphinx once a model is configured, and Google over both', async () => {
    await writeFile(
      path.join(dir, 'key.json'),
      JSON.stringify({ client_email: 'e@p.iam.gserviceaccount.com', private_key: 'k' }),
    );
    expect(chosen(settings(undefined), 'en-US')).toBe('pocketsphinx');
    expect(chosen(settings(englishModel), 'en-US')).toBe('whisper');
    expect(chosen(settings(multilingualModel), 'de-DE')).toBe('whisper');
    expect(chosen(settings(englishModel, true), 'en-US')).toBe('google');
    expect(() => chosen(settings(englishModel), 'de-DE')).toThrow('No available transcribe engine serves de-DE');
    const status = engineStatus(createEngines(settings(englishModel)), settings(englishModel));
    expect(
      status.filter((p) => p.capability === 'transcribe').map((p) => [p.provider, p.available, p.preferred]),
    ).toEqual([
      ['google', false, false],
      ['whisper', true, true],
      ['pocketsphinx', true, false],
    ]);
  });
});

describe('whisper.cpp output → words', () => {
  // whisper.cpp's README, "Word-level timestamp": base.en on samples/jfk.wav with `-ml 1`, as the binding returns
  // it (one segment per token, times in ms).
  const jfk = (
    [
      ['', 0, 320],
      [' And', 320, 370],
      [' so', 370, 690],
      [' my', 690, 850],
      [' fellow', 850, 1590],
      [' Americans', 1590, 2850],
      [',', 2850, 3300],
      [' ask', 3300, 4140],
      [' not', 4140, 4990],
      [' what', 4990, 5410],
      [' your', 5410, 5660],
      [' country', 5660, 6260],
      [' can', 6260, 6600],
      [' do', 6600, 6840],
      [' for', 6840, 7010],
      [' you', 7010, 8170],
      [',', 8170, 8190],
      [' ask', 8190, 8430],
      [' what', 8430, 8910],
      [' you', 8910, 9040],
      [' can', 9040, 9320],
      [' do', 9320, 9440],
      [' for', 9440, 9760],
      [' your', 9760, 10020],
      [' country', 10020, 10510],
      ['.', 10510, 11000],
    ] as const
  ).map(([text, t0, t1]) => ({ text, t0, t1 }));

  it('gives one word per spoken word, punctuation kept on the word without taking the pause after it', () => {
    const words = wordsFromWhisper(jfk);
    expect(words.map((w) => w.text).join(' ')).toBe(
      'And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country.',
    );
    expect(words[4]).toEqual({ text: 'Americans,', startMs: 1590, endMs: 2850 });
    expect(words.at(-1)).toEqual({ text: 'country.', startMs: 10020, endMs: 10510 });
  });

  it('joins word pieces, drops annotations such as [BLANK_AUDIO], and splits Chinese at its punctuation', () => {
    const words = wordsFromWhisper([
      { text: ' [', t0: 0, t1: 100 },
      { text: 'BL', t0: 100, t1: 200 },
      { text: 'ANK_AUDIO', t0: 200, t1: 300 },
      { text: ']', t0: 300, t1: 400 },
      { text: ' Tin', t0: 400, t1: 500 },
      { text: 'tin', t0: 500, t1: 700 },
      { text: 'nab', t0: 700, t1: 900 },
      { text: 'ulation', t0: 900, t1: 1400 },
      { text: ' ♪', t0: 1400, t1: 1500 },
      { text: ' 你好', t0: 1500, t1: 1800 },
      { text: '，', t0: 1800, t1: 1900 },
      { text: '世界', t0: 1900, t1: 2300 },
    ]);
    expect(words).toEqual([
      { text: 'Tintinnabulation', startMs: 400, endMs: 1400 },
      { text: '你好，', startMs: 1500, endMs: 1800 },
      { text: '世界', startMs: 1900, endMs: 2300 },
    ]);
  });
});

describe('the real binding', () => {
  it('fails to load a file with a whisper header but another body, clearly and every time, without crashing', async () => {
    // Passes every check before loading; whisper.cpp then meets a tensor no whisper model has and gives up.
    const model = await ggmlFile(path.join(dir, 'other.bin'), [...TINY_EN, 0, 0, 0, 1, 4, 0, 1], 20 * MB, 'junk');
    const whisper = whisperTranscriber({ configured: model, dir: undefined });
    expect(whisper.availability()).toEqual({ available: true });
    const wavPath = path.join(dir, 'silence.wav');
    await writeFile(wavPath, silentWav(1));
    const attempt = () => whisper.transcribe({ wavPath, language: 'en-US' });
    const message = `whisper.cpp could not load the model ${model} (Failed to initialize whisper context); it may be truncated or not a whisper model: download it again`;
    await expect(attempt()).rejects.toThrow(message);
    // The next order meets the same file: the same clear failure, no crash, no hang.
    await expect(attempt()).rejects.toThrow(message);
  });
});
