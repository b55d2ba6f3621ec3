import { useQuery } from '@tanstack/react-query';
import { getSupportedTranscriptions, getSupportedTranslations, getSupportedVoices } from '@shared/api/catalogues';
import { apiClient } from '@/lib/api-client';
import { uiLanguage } from '@/lib/ui-language';
import { useLoggedError } from '@/lib/use-logged-error';
import { mediaJobsKeys } from './keys';

/**
 * The languages and voices this server can serve now: catalogue entries whose `providers` list is empty
 * need a provider that is not installed or configured, so they are left out of the choices.
 */
export function useCatalogues() {
  const displayLanguageCode = uiLanguage();
  const query = useQuery({
    queryKey: mediaJobsKeys.catalogues(displayLanguageCode),
    queryFn: async ({ signal }) => {
      const [transcriptions, translations, voices] = await Promise.all([
        getSupportedTranscriptions(apiClient, { displayLanguageCode }, { signal }),
        getSupportedTranslations(apiClient, { displayLanguageCode }, { signal }),
        getSupportedVoices(apiClient, { voiceProvider: 'google' }, { signal }),
      ]);
      return {
        transcriptions: transcriptions.results
          .filter((l) => l.providers?.length)
          .map((l) => ({ code: l.BCP_47, name: l.Name, providers: l.providers ?? [] })),
        translations: translations.languages
          .filter((l) => l.providers?.length)
          .map((l) => ({ code: l.languageCode, name: l.name, providers: l.providers ?? [] })),
        voices: voices.voices.filter((v) => v.providers?.length),
      };
    },
    staleTime: Infinity,
  });
  useLoggedError('The languages and voices', query.error);
  return query;
}
