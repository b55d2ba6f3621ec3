import type { TimedWord } from '@shared/captions/segment/segment';
import type { ProviderInfo } from '../types';

export interface TranscribeRequest {
  /** A 16 kHz mono WAV file on this machine. */
  wavPath: string;
  /** BCP 47, e.g. `en-US`. */
  language: string;
  signal?: AbortSignal;
  /** 0..1 through the audio, when the engine can tell. */
  onProgress?: (fraction: number) => void;
  /** A line for the job's log (e.g. whisper's speed on this run). */
  log?: (line: string) => void;
}

/** Speech to words with times (and confidence, and speakers when the engine gives them). */
export interface Transcriber extends ProviderInfo {
  readonly capability: 'transcribe';
  transcribe(request: TranscribeRequest): Promise<TimedWord[]>;
}
