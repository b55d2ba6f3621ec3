import { readFile } from 'node:fs/promises';
import { wavPcm } from '../audio';
import { type Availability, available, primaryLanguage } from '../types';
import type { Transcriber } from './transcriber';
import { checkWhisperModel, WHISPER_INSTALL, whisperBindingProblem, whisperContext } from './whisper-model';
import { wordsFromWhisper } from './whisper-words';

/** The languages of multilingual whisper models (whisper.cpp's `g_lang`). */
export const WHISPER_LANGUAGES: readonly string[] = (
  'en zh de es ru ko fr ja pt tr pl ca nl ar sv it id hi fi vi he uk el ms cs ro da hu ta no th ur hr bg lt la ' +
  'mi ml cy sk te fa lv bn sr az sl kn et mk br eu is hy ne mn bs kk sq sw gl mr pa si km sn yo so af oc ka be ' +
  'tg sd gu am yi lo uz fo ht ps tk nn mt sa lb my bo tl mg as tt haw ln ha ba jw su yue'
).split(' ');
const KNOWN = new Set(WHISPER_LANGUAGES);
/** The catalogue's codes (Google's) where whisper names the language differently. */
const ALIASES: Record<string, string> = { iw: 'he', cmn: 'zh', jv: 'jw', fil: 'tl', nb: 'no' };

/** whisper's code for a BCP 47 tag, or null when the model does not serve it (`.en` models: English only). */
export function whisperLanguage(tag: string, multilingual: boolean): string | null {
  const primary = primaryLanguage(tag);
  const code = ALIASES[primary] ?? primary;
  if (!multilingual) return code === 'en' ? 'en' : null;
  return KNOWN.has(code) ? code : null;
}

/**
 * whisper.cpp through whisper.node's prebuilt addon (`@fugood/node-whisper-linux-x64`) (prebuilt binaries, runs offline) with the ggml model that
 * WHISPER_MODEL names. The model is loaded once per process on first use; inference runs on the binding's
 * own thread, so the event loop keeps serving requests meanwhile.
 */
export function whisperTranscriber(model: string | undefined): Transcriber {
  const availability = (): Availability => {
    const binding = whisperBindingProblem();
    if (binding) return { available: false, reason: binding, install: null };
    const check = checkWhisperModel(model);
    return check.usable ? available : { available: false, reason: check.reason, install: WHISPER_INSTALL };
  };
  const code = (language: string) => {
    const check = checkWhisperModel(model);
    return check.usable ? whisperLanguage(language, check.multilingual) : null;
  };
  return {
    id: 'whisper',
    capability: 'transcribe',
    label: 'whisper.cpp (embedded)',
    embedded: true,
    availability,
    supports: (language) => code(language) !== null,
    languages: () => {
      const check = checkWhisperModel(model);
      if (!check.usable) return [];
      return check.multilingual ? [...WHISPER_LANGUAGES] : ['en'];
    },
    async transcribe({ wavPath, language, signal, onProgress }) {
      const state = availability();
      if (!state.available) throw new Error(`whisper.cpp is unavailable: ${state.reason}`);
      const whisperCode = code(language);
      if (!whisperCode) throw new Error(`The whisper model ${model} does not serve ${language}`);
      signal?.throwIfAborted();
      const context = await whisperContext(model!);
      // The binding wants the bare 16-bit samples in an ArrayBuffer of their own.
      const samples = new Uint8Array(wavPcm(await readFile(wavPath)).data).buffer;
      signal?.throwIfAborted();
      const run = context.transcribeData(samples, {
        language: whisperCode,
        tokenTimestamps: true,
        maxLen: 1,
        onProgress: (percent) => onProgress?.(Math.min(1, Math.max(0, percent / 100))),
      });
      const stop = () => void run.stop().catch(() => {});
      signal?.addEventListener('abort', stop, { once: true });
      try {
        const result = await run.promise;
        if (result.isAborted) throw signal?.reason ?? new Error('whisper.cpp stopped before the end');
        return wordsFromWhisper(result.segments);
      } finally {
        signal?.removeEventListener('abort', stop);
      }
    },
  };
}
