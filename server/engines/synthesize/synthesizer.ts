import type { ProviderInfo } from '../types';

export interface Voice {
  name: string;
  language: string;
  gender: 'MALE' | 'FEMALE' | 'NEUTRAL' | null;
}

export interface SynthesizeRequest {
  text: string;
  /** BCP 47 language of the text. */
  language: string;
  /** A voice name from `voices()`; the language's default voice when absent. */
  voice?: string;
  /** espeak-ng's `-s` (nominal words per minute); DESCRIPTION_WORDS_PER_MINUTE when absent. */
  rate?: number;
  signal?: AbortSignal;
}

/** Text to speech: answers a WAV file's bytes. */
export interface Synthesizer extends ProviderInfo {
  readonly capability: 'synthesize';
  voices(): Voice[];
  synthesize(request: SynthesizeRequest): Promise<Buffer>;
}
