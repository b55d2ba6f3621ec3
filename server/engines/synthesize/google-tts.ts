import { DESCRIPTION_WORDS_PER_MINUTE } from '@shared/describability/verdict';
import { type GoogleClient, googleAvailability } from '../google/google-client';
import type { Synthesizer, Voice } from './synthesizer';

/** Google Cloud Text-to-Speech v1 `text:synthesize`, LINEAR16 (a WAV file with its header). */
export function googleSynthesizer(client: GoogleClient, catalogue: Voice[]): Synthesizer {
  const { endpoints } = client.settings;
  const lower = (s: string) => s.toLowerCase();
  const voiceFor = (language: string, requested?: string) =>
    catalogue.find((v) => v.name === requested) ??
    catalogue.find((v) => lower(v.language) === lower(language)) ??
    catalogue.find((v) => lower(v.language).startsWith(`${lower(language).split('-')[0]}-`));
  return {
    id: 'google',
    capability: 'synthesize',
    label: 'Google Cloud Text-to-Speech',
    embedded: false,
    availability: () => googleAvailability(client),
    supports: (language) => voiceFor(language) !== undefined,
    languages: () => null,
    voices: () => catalogue,
    async synthesize({ text, language, voice, rate, signal }) {
      const chosen = voiceFor(language, voice);
      if (!chosen) throw new Error(`Google Text-to-Speech has no voice for ${language}`);
      const response = await client.post<{ audioContent?: string }>(
        `${endpoints.textToSpeech}/v1/text:synthesize`,
        {
          input: { text },
          voice: { languageCode: chosen.language, name: chosen.name },
          // Our rates are espeak-ng's words per minute; Google's is relative to its voice's own pace, taken as 160.
          audioConfig: {
            audioEncoding: 'LINEAR16',
            ...(rate === undefined ? {} : { speakingRate: rate / DESCRIPTION_WORDS_PER_MINUTE }),
          },
        },
        signal,
      );
      if (!response.audioContent) throw new Error('Google Text-to-Speech answered no audio');
      return Buffer.from(response.audioContent, 'base64');
    },
  };
}
