import type { TranscriptionChoice } from '@shared/schemas/whisper-models';
import { chooseProvider, type EngineRuntime, readCatalogue } from './registry';
import { primaryLanguage } from './types';

const ENGLISH = new Intl.DisplayNames(['en'], { type: 'language' });
/** whisper's published English WER for base.en (Whisper paper, LibriSpeech test-clean), rounded as people say it. */
const INSTALL_ENGLISH = '`npm run engines -- install whisper base.en` for ~4 % WER';
const INSTALL_OTHERS = '`npm run engines -- install whisper base` (multilingual)';

/**
 * Which engine and model an order naming no provider would use, for every language of the transcription catalogue
 * (`/supported_transcriptions`), grouped: English first, then the others by engine. Read now, so a model installed
 * meanwhile counts.
 */
export function transcriptionPlan(engines: EngineRuntime): TranscriptionChoice[] {
  const tags = new Map<string, string>();
  for (const { BCP_47 } of readCatalogue<{ BCP_47: string }[]>('chirp-2-languages.json')) {
    if (!tags.has(primaryLanguage(BCP_47))) tags.set(primaryLanguage(BCP_47), BCP_47);
  }
  const groups = new Map<string, TranscriptionChoice>();
  for (const [language, tag] of [...tags].sort(([a], [b]) => (a === 'en' ? -1 : b === 'en' ? 1 : 0))) {
    let provider: string | null = null;
    let model: string | null = null;
    try {
      const chosen = chooseProvider(engines.list.transcribe, 'transcribe', tag, {
        preferred: engines.settings.preferred.transcribe,
      });
      provider = chosen.id;
      model = chosen.model?.(tag) ?? null;
    } catch {
      // nothing here serves it
    }
    const key = language === 'en' ? 'en' : `${provider}:${model}`;
    const group = groups.get(key) ?? { languages: [], languageNames: [], provider, model };
    group.languages.push(language);
    group.languageNames.push(ENGLISH.of(language) ?? language);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The plan as one start-up line, with the command that improves it when English is a draft or a language has none. */
export function transcriptionPlanLine(plan: readonly TranscriptionChoice[]): string {
  const engine = (g: TranscriptionChoice) =>
    g.provider === null
      ? 'none'
      : `${g.provider}${g.model ? ` ${g.model}` : ''}${g.provider === 'pocketsphinx' ? ' (draft quality)' : ''}`;
  const parts = plan.map((group) => {
    const english = group.languages.length === 1 && group.languages[0] === 'en';
    const count = group.languages.length;
    const who = english
      ? 'English'
      : `${count} ${plan[0]?.languages[0] === 'en' ? 'other ' : ''}language${count === 1 ? '' : 's'}`;
    const advice =
      english && group.provider === 'pocketsphinx'
        ? `: run ${INSTALL_ENGLISH}`
        : !english && group.provider === null
          ? `: run ${INSTALL_OTHERS}`
          : '';
    return `${who} → ${engine(group)}${advice}`;
  });
  return `transcription: ${parts.join('; ')}`;
}

/** The plan line for the start-up log; reporting never stops the server from starting. */
export function startupPlanLine(engines: EngineRuntime): string {
  try {
    return transcriptionPlanLine(transcriptionPlan(engines));
  } catch (error) {
    return `transcription: could not be checked: ${(error as Error).message}`;
  }
}
