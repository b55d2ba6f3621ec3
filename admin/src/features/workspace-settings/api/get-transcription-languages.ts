import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupportedTranscriptions } from '@shared/api/catalogues';
import type { DisplayLanguage } from '@shared/schemas/catalogues';
import { apiClient } from '@/lib/api-client';
import { uiLanguage } from '@/lib/ui-language';
import { useLoggedError } from '@/lib/use-logged-error';
import { settingsKeys } from './keys';

export const transcriptionLanguagesQueryOptions = (displayLanguageCode: DisplayLanguage) =>
  queryOptions({
    queryKey: settingsKeys.transcriptionLanguages(displayLanguageCode),
    queryFn: ({ signal }) => getSupportedTranscriptions(apiClient, { displayLanguageCode }, { signal }),
    // A catalogue that changes only with a deploy.
    staleTime: Infinity,
  });

/** The languages a workspace may transcribe in by default, named in the UI's language. */
export function useTranscriptionLanguages() {
  const query = useQuery(transcriptionLanguagesQueryOptions(uiLanguage()));
  useLoggedError('The transcription languages', query.error);
  return query;
}
