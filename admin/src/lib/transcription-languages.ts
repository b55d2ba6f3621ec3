import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupportedTranscriptions } from '@shared/api/catalogues';
import type { DisplayLanguage } from '@shared/schemas/catalogues';
import { apiClient } from './api-client';
import { uiLanguage } from './ui-language';
import { useLoggedError } from './use-logged-error';

const transcriptionLanguagesQueryOptions = (displayLanguageCode: DisplayLanguage) =>
  queryOptions({
    queryKey: ['catalogues', 'transcriptions', displayLanguageCode],
    queryFn: ({ signal }) => getSupportedTranscriptions(apiClient, { displayLanguageCode }, { signal }),
    // A catalogue that changes only with a deploy.
    staleTime: Infinity,
  });

/** The languages media may be transcribed in, named in the UI's language (settings, bulk orders). */
export function useTranscriptionLanguages() {
  const query = useQuery(transcriptionLanguagesQueryOptions(uiLanguage()));
  useLoggedError('The transcription languages', query.error);
  return query;
}
