import { readFile } from 'node:fs/promises';
import type { TimedWord } from '@shared/captions/segment/segment';
import { SPEECH_SAMPLE_RATE as SAMPLE_RATE, wavSamples } from '../audio';
import { type Availability, available } from '../types';
import { speechChunks } from './speech-chunks';
import type { Transcriber } from './transcriber';
import { usableWhisperModels, WHISPER_LANGUAGES, whisperModelFor, type WhisperModelSettings } from './whisper-choice';
import { WHISPER_INSTALL, whisperBindingProblem, whisperContext } from './whisper-model';
import { wordsFromWhisper } from './whisper-words';

/**
 * whisper.cpp through whisper.node's prebuilt addon (`@fugood/node-whisper-linux-x64`, runs offline) with the model
 * WHISPER_MODEL names, else the best one installed in DATA_DIR/models for the order's language. A model is loaded
 * once per process on first use; inference runs on the binding's own thread, so the event loop keeps serving.
 */
export function whisperTranscriber(
  settings: WhisperModelSettings,
): Transcriber & { model(language: string): string | null } {
  const availability = (): Availability => {
    const binding = whisperBindingProblem();
    if (binding) return { available: false, reason: binding, install: null };
    const { problem } = usableWhisperModels(settings);
    return problem === null ? available : { available: false, reason: problem, install: WHISPER_INSTALL };
  };
  return {
    id: 'whisper',
    capability: 'transcribe',
    label: 'whisper.cpp (embedded)',
    embedded: true,
    availability,
    supports: (language) => whisperModelFor(settings, language) !== null,
    languages: () => {
      const { models } = usableWhisperModels(settings);
      if (models.some((m) => m.multilingual)) return [...WHISPER_LANGUAGES];
      return models.length > 0 ? ['en'] : [];
    },
    model: (language) => {
      const chosen = whisperModelFor(settings, language);
      return chosen ? `${chosen.model.name}${chosen.model.multilingual ? ' (multilingual)' : ''}` : null;
    },
    async transcribe({ wavPath, language, signal, onProgress, log }) {
      const state = availability();
      if (!state.available) throw new Error(`whisper.cpp is unavailable: ${state.reason}`);
      const chosen = whisperModelFor(settings, language);
      if (!chosen) throw new Error(`No whisper model here serves ${language}`);
      signal?.throwIfAborted();
      const context = await whisperContext(chosen.model.file);
      const samples = wavSamples(await readFile(wavPath));
      const chunks = speechChunks(samples, { sampleRate: SAMPLE_RATE });
      const speechSamples = chunks.reduce((sum, c) => sum + c.end - c.start, 0);
      const started = performance.now();
      const words: TimedWord[] = [];
      let done = 0;
      for (const chunk of chunks) {
        signal?.throwIfAborted();
        const offsetMs = Math.round((chunk.start / SAMPLE_RATE) * 1000);
        const length = chunk.end - chunk.start;
        // A chunk is one whisper_full call: whisper.cpp's default `no_context` clears the previous chunk's text, and
        // `maxContext: 0` stops the windows inside a chunk from conditioning on each other.
        const run = context.transcribeData(samples.slice(chunk.start, chunk.end).buffer, {
          language: chosen.code,
          tokenTimestamps: true,
          maxLen: 1,
          maxContext: 0,
          onProgress: (percent) =>
            onProgress?.(Math.min(1, (done + (Math.max(0, Math.min(100, percent)) / 100) * length) / speechSamples)),
        });
        const stop = () => void run.stop().catch(() => {});
        signal?.addEventListener('abort', stop, { once: true });
        try {
          const result = await run.promise;
          if (result.isAborted) throw signal?.reason ?? new Error('whisper.cpp stopped before the end');
          const shifted = result.segments.map((s) => ({ text: s.text, t0: s.t0 + offsetMs, t1: s.t1 + offsetMs }));
          words.push(...wordsFromWhisper(shifted));
        } finally {
          signal?.removeEventListener('abort', stop);
        }
        done += length;
      }
      const seconds = (performance.now() - started) / 1000;
      log?.(
        runSummary(
          chosen.model.name,
          samples.length / SAMPLE_RATE,
          speechSamples / SAMPLE_RATE,
          chunks.length,
          seconds,
        ),
      );
      return words;
    },
  };
}

/**
 * One line per run for the job log, e.g. "whisper base.en: 212.4 s of audio (180.2 s of speech in 9 chunks) in
 * 53.1 s: 4.0× real time (real-time factor 0.25)". Speed is audio ÷ processing; the real-time factor its inverse.
 */
export function runSummary(
  model: string,
  audioSeconds: number,
  speechSeconds: number,
  chunks: number,
  seconds: number,
) {
  const speed = seconds > 0 ? audioSeconds / seconds : Infinity;
  return (
    `whisper ${model}: ${audioSeconds.toFixed(1)} s of audio (${speechSeconds.toFixed(1)} s of speech in ` +
    `${chunks} chunk${chunks === 1 ? '' : 's'}) in ${seconds.toFixed(1)} s: ${speed.toFixed(1)}× real time ` +
    `(real-time factor ${(seconds / Math.max(audioSeconds, 1e-9)).toFixed(2)})`
  );
}
