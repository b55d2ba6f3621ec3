// Word error rate and real-time factor of each available transcription engine on real human speech — the utterances
// with reference transcriptions in Debian's pocketsphinx-testdata — beside the published LibriSpeech test-clean
// figures for the same engines; then what each engine writes into 20 s of silence and 10 s of music before a spoken
// sentence, and what the hallucination guards make of it. Not part of `npm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { SPEECH_SAMPLE_RATE, wavDurationMs, wavSamples, withTempDir } from '../server/engines/audio';
import { createEngines } from '../server/engines/registry';
import { espeakSynthesizer } from '../server/engines/synthesize/espeak-ng';
import { speechRegions } from '../server/engines/transcribe/speech-chunks';
import type { Transcriber } from '../server/engines/transcribe/transcriber';
import { wordsOfCues } from '../shared/captions/confidence/confidence';
import { checkTrackProblems } from '../shared/captions/hallucination';
import { segmentWords, type TimedWord } from '../shared/captions/segment/segment';
import { totalWordErrors, type WordErrors, wordErrors } from '../shared/captions/word-error-rate';
import { DEFAULT_CAPTION_RULES } from '../shared/schemas/settings';
import { CLIP_SENTENCE, makeSilenceClip, MUSIC_MS, SILENCE_MS, type SilenceClip } from './asr-silence-clip';

const TESTDATA = '/usr/share/pocketsphinx/test/data';
const INSTALL_TESTDATA = 'sudo apt-get install -y --no-install-recommends pocketsphinx-testdata';
/**
 * The package's recordings that come with reference transcriptions (`<s> words </s> (id)` per line, `<id>.wav`
 * beside them): LibriVox read speech and a read list of playing cards. Its TIDIGITS set ships features only, no
 * audio, and its `.raw` files have no reference.
 */
const SETS = ['librivox', 'cards'];
/** Bounded by default so a run stays short; ASR_BENCH_UTTERANCES=all measures every one (the package has 10). */
const LIMIT =
  process.env.ASR_BENCH_UTTERANCES === 'all'
    ? Infinity
    : Number.parseInt(process.env.ASR_BENCH_UTTERANCES ?? '', 10) || 20;

const PICOVOICE = 'Picovoice speech-to-text-benchmark (PocketSphinx 0.1.15; RTF 0.32 on a laptop)';
const WHISPER_PAPER = 'Radford et al. 2022, arXiv:2212.04356, LibriSpeech test-clean';
/** Published LibriSpeech test-clean WER (%) by engine, or by whisper model (quantised files: their full model's). */
const PUBLISHED: Record<string, { wer: number; source: string }> = {
  pocketsphinx: { wer: 33, source: PICOVOICE },
  'tiny.en': { wer: 5.6, source: WHISPER_PAPER },
  'base.en': { wer: 4.2, source: WHISPER_PAPER },
  'small.en': { wer: 3.1, source: WHISPER_PAPER },
};

interface Utterance {
  set: string;
  id: string;
  wav: string;
  reference: string;
}

/** The utterances of the test data, or null when the package is not installed. */
function utterances(): Utterance[] | null {
  if (!existsSync(path.join(TESTDATA, SETS[0]!))) return null;
  return SETS.flatMap((set) => {
    const dir = path.join(TESTDATA, set);
    const file = readdirSync(dir).find((name) => name.endsWith('transcription'))!;
    return readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .flatMap((line) => {
        const match = /^(?:<s>)?(.*?)(?:<\/s>)?\s*\(([^()]+)\)\s*$/.exec(line.trim());
        return match
          ? [{ set, id: match[2]!, wav: path.join(dir, `${match[2]}.wav`), reference: match[1]!.trim() }]
          : [];
      });
  }).slice(0, LIMIT);
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const said = (words: readonly TimedWord[]) => words.map((w) => w.text).join(' ');
const sdi = (e: WordErrors) => `S ${e.substitutions} D ${e.deletions} I ${e.insertions} of ${e.referenceWords}`;

/** The engine as a reader knows it: whisper with the model it would use for English. */
const nameOf = (engine: Transcriber) => {
  const model = engine.model?.('en-US');
  return model ? `${engine.id} ${model}` : engine.id;
};
const publishedFor = (engine: Transcriber) => {
  const model = engine.model?.('en-US')?.replace(/-q\d_\d$/, '');
  return PUBLISHED[model ?? engine.id];
};

interface Measured {
  engine: Transcriber;
  errors: WordErrors;
  bySet: Map<string, WordErrors[]>;
  audioMs: number;
  wallMs: number;
}

async function measure(engine: Transcriber, set: readonly Utterance[]): Promise<Measured> {
  // The first run loads models and fills the disk cache; it is not timed.
  await engine.transcribe({ wavPath: set[0]!.wav, language: 'en-US' });
  const bySet = new Map<string, WordErrors[]>();
  const all: WordErrors[] = [];
  let audioMs = 0;
  let wallMs = 0;
  for (const utterance of set) {
    const duration = wavDurationMs(readFileSync(utterance.wav));
    const started = performance.now();
    const words = await engine.transcribe({ wavPath: utterance.wav, language: 'en-US' });
    const elapsed = performance.now() - started;
    const errors = wordErrors(utterance.reference, said(words));
    all.push(errors);
    bySet.set(utterance.set, [...(bySet.get(utterance.set) ?? []), errors]);
    audioMs += duration;
    wallMs += elapsed;
    console.log(
      `  ${`${utterance.set}/${utterance.id}`.padEnd(50)} ${(duration / 1000).toFixed(1).padStart(5)} s  RTF ${(elapsed / duration).toFixed(2)}  WER ${pct(errors.rate).padStart(7)}  (${sdi(errors)})`,
    );
    console.log(`    said:  ${utterance.reference}\n    heard: ${said(words).toLowerCase()}`);
  }
  return { engine, errors: totalWordErrors(all), bySet, audioMs, wallMs };
}

/** Where an engine's words fall in the clip, and how many cues the guards flag outside the sentence. */
async function judgeClip(engine: Transcriber, clip: SilenceClip) {
  const words = await engine.transcribe({ wavPath: clip.wav, language: 'en-US' });
  const middle = (w: TimedWord) => (w.startMs + w.endMs) / 2;
  const inSilence = words.filter((w) => middle(w) < SILENCE_MS);
  const inMusic = words.filter((w) => middle(w) >= SILENCE_MS && middle(w) < SILENCE_MS + MUSIC_MS);
  const inSpeech = words.filter((w) => middle(w) >= clip.speechStartMs);
  const regions = speechRegions(wavSamples(readFileSync(clip.wav)), SPEECH_SAMPLE_RATE);
  const segmented = segmentWords(words);
  const cueWords = wordsOfCues(segmented, words);
  const cues = segmented.map((cue, i) => ({ ...cue, id: `c${i + 1}`, words: cueWords[i] ?? [] }));
  const guardRules = new Set(['repetition', 'compression-ratio', 'outside-speech']);
  const flagged = checkTrackProblems(cues, DEFAULT_CAPTION_RULES, { origin: 'machine', speechRegions: regions }).filter(
    (p) => guardRules.has(p.rule),
  );
  const beforeSpeech = cues.filter((c) => c.endMs <= clip.speechStartMs + 200);
  const flaggedBefore = new Set(flagged.filter((p) => beforeSpeech.some((c) => c.id === p.cueId)).map((p) => p.cueId));
  console.log(`  ${nameOf(engine)}`);
  console.log(`    words in silence: ${inSilence.length}${inSilence.length ? ` (${said(inSilence)})` : ''}`);
  console.log(`    words in music: ${inMusic.length}${inMusic.length ? ` (${said(inMusic)})` : ''}`);
  const sentence = wordErrors(CLIP_SENTENCE, said(inSpeech));
  console.log(`    the sentence after them: WER ${pct(sentence.rate)} (${sdi(sentence)}); heard: ${said(inSpeech)}`);
  const alone = await engine.transcribe({ wavPath: clip.sentenceWav, language: 'en-US' });
  const control = wordErrors(CLIP_SENTENCE, said(alone));
  console.log(`    the sentence alone: WER ${pct(control.rate)} (${sdi(control)}); heard: ${said(alone)}`);
  console.log(
    `    guards: ${flaggedBefore.size} of ${beforeSpeech.length} cues before the sentence flagged` +
      (flagged.length ? ` (${flagged.map((p) => `cue ${p.cueNumber} ${p.rule}`).join(', ')})` : ''),
  );
  console.log(
    `    voice activity (energy): ${regions.map((r) => `${(r.startMs / 1000).toFixed(1)}–${(r.endMs / 1000).toFixed(1)} s`).join(', ') || 'none'}`,
  );
}

export default async function run(): Promise<void> {
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const engines = createEngines(loadConfig().engines).transcribe;
  const usable = engines.filter((e) => e.availability().available && e.supports('en-US'));
  for (const engine of engines) {
    const state = engine.availability();
    if (!state.available)
      console.log(`${engine.id}: not measured, ${state.reason} (${state.install ?? 'no fix here'})`);
  }
  const set = utterances();
  const results: Measured[] = [];
  if (!set) console.log(`\nno test speech: pocketsphinx-testdata is not installed (${INSTALL_TESTDATA})`);
  else {
    const seconds = set.reduce((sum, u) => sum + wavDurationMs(readFileSync(u.wav)), 0) / 1000;
    console.log(`\n${set.length} utterances (${seconds.toFixed(1)} s) from ${TESTDATA}: ${SETS.join(', ')}`);
    for (const engine of usable) {
      console.log(
        `\n${nameOf(engine)} (WER normalised: case, punctuation, numbers as words; RTF = processing ÷ audio)`,
      );
      results.push(await measure(engine, set));
    }
    console.log('\nWER and RTF here beside the published LibriSpeech test-clean figures');
    console.table(
      Object.fromEntries(
        results.map((r) => [
          nameOf(r.engine),
          {
            'WER here': `${pct(r.errors.rate)} (${r.errors.referenceWords} words)`,
            ...Object.fromEntries([...r.bySet].map(([name, parts]) => [name, pct(totalWordErrors(parts).rate)])),
            'RTF here': (r.wallMs / r.audioMs).toFixed(2),
            published: publishedFor(r.engine) ? `${publishedFor(r.engine)!.wer} %` : '—',
            source: publishedFor(r.engine)?.source ?? 'none found',
          },
        ]),
      ),
    );
  }
  await withTempDir(async (dir) => {
    console.log(
      `\nhallucination clip: ${SILENCE_MS / 1000} s room tone, ${MUSIC_MS / 1000} s of sine chords, then "${CLIP_SENTENCE}"`,
    );
    const clip = await makeSilenceClip(dir, espeakSynthesizer());
    if (typeof clip === 'string') return console.log(`  not measured: ${clip}`);
    for (const engine of usable) await judgeClip(engine, clip);
  });
}
