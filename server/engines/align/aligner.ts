import type { TimedWord } from '@shared/captions/segment/segment';
import type { ProviderInfo } from '../types';

export interface AlignRequest {
  /** A 16 kHz mono WAV file on this machine. */
  wavPath: string;
  /** The plain text spoken in the audio, in order. */
  text: string;
  language: string;
  signal?: AbortSignal;
}

/** Known text + audio → each word of the text with its time. */
export interface Aligner extends ProviderInfo {
  readonly capability: 'align';
  align(request: AlignRequest): Promise<TimedWord[]>;
}
