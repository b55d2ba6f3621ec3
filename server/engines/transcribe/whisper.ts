import type { Transcriber } from './transcriber';
import { primaryLanguage } from '../types';

/**
 * whisper.cpp is not wired in: it needs a Node binding with prebuilt binaries (e.g. `@fugood/whisper.node`),
 * which this project does not install, and a ggml model file. The provider is listed so `GET /engines`
 * and the start-up line say so instead of staying silent about `WHISPER_MODEL`.
 */
export function whisperTranscriber(model: string | undefined): Transcriber {
  return {
    id: 'whisper',
    capability: 'transcribe',
    label: 'whisper.cpp (embedded, not implemented in this build)',
    embedded: true,
    availability: () => ({
      available: false,
      reason: model
        ? `WHISPER_MODEL is set (${model}) but this build has no whisper.cpp binding`
        : 'not implemented in this build: it needs a whisper.cpp Node binding and a ggml model (WHISPER_MODEL)',
      install: null,
    }),
    supports: (language) => primaryLanguage(language).length > 0,
    languages: () => null,
    transcribe: () => Promise.reject(new Error('whisper.cpp is not available in this build')),
  };
}
