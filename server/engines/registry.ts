import { readFileSync } from 'node:fs';
import type { Aligner } from './align/aligner';
import { pocketsphinxAligner } from './align/pocketsphinx-align';
import { whisperAligner } from './align/whisper-align';
import { tesseractRecogniser, type TextRecogniser } from './ocr/tesseract';
import { GOOGLE_ENDPOINTS, GoogleClient, type GoogleEndpoints } from './google/google-client';
import { espeakSynthesizer } from './synthesize/espeak-ng';
import { googleSynthesizer } from './synthesize/google-tts';
import type { Synthesizer, Voice } from './synthesize/synthesizer';
import { googleSpeechTranscriber } from './transcribe/google-speech';
import { pocketsphinxTranscriber } from './transcribe/pocketsphinx';
import type { Transcriber } from './transcribe/transcriber';
import { whisperTranscriber } from './transcribe/whisper';
import { releaseWhisperModels } from './transcribe/whisper-model';
import { DEFAULT_WHISPER_MODEL_SOURCE, WHISPER_CATALOGUE, type WhisperModelEntry } from './models/whisper-catalogue';
import { apertiumTranslator } from './translate/apertium';
import { googleTranslator } from './translate/google-translate';
import type { Translator } from './translate/translator';
import type { Capability, ProviderInfo } from './types';

/** Engine settings from the environment (see server/config.ts). */
export interface EngineSettings {
  /** Preferred provider per capability, or `auto`: Google when configured, else whisper.cpp, else the other embedded one. */
  preferred: Record<Capability, string>;
  /** A ggml whisper model file (WHISPER_MODEL); when set, it is the one whisper.cpp uses. */
  whisperModel: string | undefined;
  /**
   * The installed models (DATA_DIR/models; whisper.cpp uses the best one for each language when WHISPER_MODEL is not
   * set), where `install` downloads them from (WHISPER_MODEL_SOURCE) and the pinned table of what may be installed.
   */
  whisperModels: { dir: string | undefined; source: string; catalogue: readonly WhisperModelEntry[] };
  google: {
    projectId: string | undefined;
    credentialsFile: string | undefined;
    speechLocation: string;
    translationLocation: string;
    endpoints?: GoogleEndpoints;
    /** Lets the Google client reach loopback and plain http: only the tests' fake, with `endpoints` pointing there. */
    allowPrivate?: boolean;
  };
}

export const DEFAULT_ENGINE_SETTINGS: EngineSettings = {
  preferred: { transcribe: 'auto', align: 'auto', translate: 'auto', synthesize: 'auto', ocr: 'auto' },
  whisperModel: undefined,
  whisperModels: { dir: undefined, source: DEFAULT_WHISPER_MODEL_SOURCE, catalogue: WHISPER_CATALOGUE },
  google: {
    projectId: undefined,
    credentialsFile: undefined,
    speechLocation: 'us-central1',
    translationLocation: 'global',
  },
};

export interface Engines {
  transcribe: Transcriber[];
  align: Aligner[];
  translate: Translator[];
  synthesize: Synthesizer[];
  /** On-screen text for the describability analysis; optional: the analysis runs without it. */
  ocr: TextRecogniser[];
}

/** One of the catalogue files in server/catalogues. */
export const readCatalogue = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(`../catalogues/${name}`, import.meta.url), 'utf8')) as T;
const lower = (s: string) => s.toLowerCase();

/** Every provider this build knows, in order of preference for `auto` (cloud first, then embedded). */
export function createEngines(settings: EngineSettings = DEFAULT_ENGINE_SETTINGS): Engines {
  const google = new GoogleClient({ ...settings.google, endpoints: settings.google.endpoints ?? GOOGLE_ENDPOINTS });
  const chirp = new Set(readCatalogue<{ BCP_47: string }[]>('chirp-2-languages.json').map((l) => lower(l.BCP_47)));
  const translation = new Set(
    readCatalogue<{ languageCode: string }[]>('translation-languages.json').map((l) => lower(l.languageCode)),
  );
  const voices = readCatalogue<{ voices: Voice[] }>('voices.json').voices;
  const whisper = { configured: settings.whisperModel, dir: settings.whisperModels.dir };
  const inTranslation = (language: string) =>
    translation.has(lower(language)) || translation.has(lower(language).split('-')[0]!);
  return {
    transcribe: [
      googleSpeechTranscriber(google, (l) => chirp.has(lower(l))),
      whisperTranscriber(whisper),
      pocketsphinxTranscriber(),
    ],
    // pocketsphinx's forced alignment is the more precise for English; whisper's timings serve the rest.
    align: [pocketsphinxAligner(), whisperAligner(whisper)],
    translate: [googleTranslator(google, inTranslation), apertiumTranslator()],
    synthesize: [googleSynthesizer(google, voices), espeakSynthesizer()],
    ocr: [tesseractRecogniser()],
  };
}

export class EngineUnavailableError extends Error {
  constructor(
    message: string,
    readonly details: { capability: Capability; provider: string | null; language: string; install: string | null },
  ) {
    super(message);
  }
}

/**
 * The provider that will do the work: the one asked for, else the configured preference, else the first
 * available one serving the language. Throws EngineUnavailableError naming what is missing.
 */
export function chooseProvider<P extends ProviderInfo>(
  providers: readonly P[],
  capability: Capability,
  language: string,
  options: { requested?: string; preferred?: string; serves?: (provider: P) => boolean } = {},
): P {
  const serves = options.serves ?? ((p: P) => p.supports(language));
  const wanted =
    options.requested ?? (options.preferred && options.preferred !== 'auto' ? options.preferred : undefined);
  if (wanted) {
    const provider = providers.find((p) => p.id === wanted);
    if (!provider)
      throw new EngineUnavailableError(`There is no ${capability} provider "${wanted}"`, {
        capability,
        provider: wanted,
        language,
        install: null,
      });
    const availability = provider.availability();
    if (!availability.available) {
      throw new EngineUnavailableError(`${provider.label} is unavailable: ${availability.reason}`, {
        capability,
        provider: wanted,
        language,
        install: availability.install,
      });
    }
    if (!serves(provider))
      throw new EngineUnavailableError(`${provider.label} does not serve ${language}`, {
        capability,
        provider: wanted,
        language,
        install: null,
      });
    return provider;
  }
  const chosen = providers.find((p) => p.availability().available && serves(p));
  if (chosen) return chosen;
  const install = providers.map((p) => p.availability()).find((a) => !a.available && a.install);
  throw new EngineUnavailableError(`No available ${capability} engine serves ${language}`, {
    capability,
    provider: null,
    language,
    install: install && !install.available ? install.install : null,
  });
}

/** One line per capability for the start-up log, e.g. `transcribe: pocketsphinx (google: GOOGLE_CLOUD_PROJECT is not set)`. */
export function engineSummary(engines: Engines): string[] {
  try {
    return summaryLines(engines);
  } catch (error) {
    // Reporting must never stop the server from starting.
    return [`could not be checked: ${(error as Error).message}`];
  }
}

function summaryLines(engines: Engines): string[] {
  return (Object.keys(engines) as Capability[]).map((capability) => {
    const list = engines[capability] as ProviderInfo[];
    const on = list.filter((p) => p.availability().available).map((p) => p.id);
    const off = list.flatMap((p) => {
      const a = p.availability();
      return a.available ? [] : [`${p.id}: ${a.reason}`];
    });
    return `${capability}: ${on.length ? on.join(', ') : 'none available'}${off.length ? ` (unavailable: ${off.join('; ')})` : ''}`;
  });
}

/** The providers and the settings they were made from, as the API and the job handlers use them. */
export interface EngineRuntime {
  list: Engines;
  settings: EngineSettings;
}

export function createEngineRuntime(settings: EngineSettings = DEFAULT_ENGINE_SETTINGS): EngineRuntime {
  return { list: createEngines(settings), settings };
}

let defaultRuntime: EngineRuntime | undefined;
/** The embedded defaults, for an app built without engine settings (most tests). */
export const defaultEngineRuntime = () => (defaultRuntime ??= createEngineRuntime());

/** Frees what providers hold in memory (whisper.cpp's loaded model); for shutdown. */
export const releaseEngineModels = () => releaseWhisperModels();
