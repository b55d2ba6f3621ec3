import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupportedTranscriptions } from '@shared/api/catalogues';
import { apiClient } from '@/lib/api-client';
import { settingsKeys } from './keys';

export const transcriptionLanguagesQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.transcriptionLanguages(),
    queryFn: ({ signal }) => getSupportedTranscriptions(apiClient, { transcriptionProvider: 'google' }, { signal }),
    // A catalogue that changes only with a deploy.
    staleTime: Infinity,
  });

/** The languages a workspace may transcribe in by default. */
export function useTranscriptionLanguages() {
  return useQuery(transcriptionLanguagesQueryOptions());
}
