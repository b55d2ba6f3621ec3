import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupportedTranslations } from '@shared/api/catalogues';
import type { DisplayLanguage } from '@shared/schemas/catalogues';
import { apiClient } from './api-client';
import { uiLanguage } from './ui-language';
import { useLoggedError } from './use-logged-error';

const translationLanguagesQueryOptions = (displayLanguageCode: DisplayLanguage) =>
  queryOptions({
    queryKey: ['catalogues', 'translations', displayLanguageCode],
    queryFn: ({ signal }) => getSupportedTranslations(apiClient, { displayLanguageCode }, { signal }),
    // Only languages an installed or configured engine translates into; the catalogue changes with a deploy.
    select: (answer) => answer.languages.filter((l) => l.providers?.length),
    staleTime: Infinity,
  });

/** The languages this server can translate captions into now, named in the UI's language (bulk orders). */
export function useTranslationLanguages() {
  const query = useQuery(translationLanguagesQueryOptions(uiLanguage()));
  useLoggedError('The translation languages', query.error);
  return query;
}
