import type { ProviderInfo } from '../types';

export interface TranslateRequest {
  /** The texts in order (a track's cues): translated together, so a sentence split across cues keeps its sense. */
  texts: string[];
  source: string;
  target: string;
  signal?: AbortSignal;
}

/** Text to text in another language, one output per input, same order. */
export interface Translator extends ProviderInfo {
  readonly capability: 'translate';
  /** Whether it translates from `source` into `target`. */
  supportsPair(source: string, target: string): boolean;
  translate(request: TranslateRequest): Promise<string[]>;
}
