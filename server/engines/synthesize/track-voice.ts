import { DESCRIPTION_WORDS_PER_MINUTE } from '@shared/describability/verdict';
import type { TrackSpeech } from '@shared/schemas/track-management';
import { chooseProvider, type EngineRuntime } from '../registry';
import { primaryLanguage } from '../types';
import type { Synthesizer, Voice } from './synthesizer';

// Which engine, voice and rate read a track (issue 31): the track's own choice where it has one (migration 0037),
// else the server's default voice for its language at DESCRIPTION_WORDS_PER_MINUTE.

/** The voices of available speech engines for a language (primary subtag: `en` matches `en-gb` and `en-US`). */
export function voicesFor(engines: EngineRuntime, language: string): (Voice & { provider: string })[] {
  const wanted = primaryLanguage(language);
  const seen = new Set<string>();
  return engines.list.synthesize
    .filter((s) => s.availability().available)
    .flatMap((s) => s.voices().map((v) => ({ ...v, provider: s.id })))
    .filter((v) => {
      // espeak-ng lists a language once per voice file (its own and MBROLA's): one entry each.
      const key = `${v.provider}\u0000${v.name}`;
      if (primaryLanguage(v.language) !== wanted || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export interface TrackReader {
  synthesizer: Synthesizer;
  /** Undefined: the engine's default voice for the language. */
  voice: string | undefined;
  rate: number;
}

/**
 * The engine, voice and rate for a track. An explicit `provider` (a job order's) wins and keeps the track's voice
 * only when that engine has it; otherwise the available engine that has the track's voice, else the usual choice
 * (`preferred`, then the first that speaks the language). `voice` and `rate` override the track's (a preview's).
 */
export function trackReader(
  engines: EngineRuntime,
  track: { language: string } & TrackSpeech,
  options: { provider?: string; preferred?: string; voice?: string; rate?: number } = {},
): TrackReader {
  const name = options.voice ?? track.voice ?? undefined;
  const rate = options.rate ?? track.speechRate ?? DESCRIPTION_WORDS_PER_MINUTE;
  const hasVoice = (s: Synthesizer) => name !== undefined && s.voices().some((v) => v.name === name);
  const owner = options.provider
    ? undefined
    : engines.list.synthesize.find((s) => s.availability().available && hasVoice(s));
  const synthesizer =
    owner ??
    chooseProvider(engines.list.synthesize, 'synthesize', track.language, {
      requested: options.provider,
      preferred: options.preferred,
    });
  return { synthesizer, voice: hasVoice(synthesizer) ? name : undefined, rate };
}
