import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listFiles } from '@shared/api/media';
import { apiClient } from '@/lib/api-client';
import { showcaseKeys } from './keys';

const PICKER_PAGE = 50;

export const libraryFilesQueryOptions = (workspaceId: string, q: string) =>
  queryOptions({
    queryKey: showcaseKeys.library(workspaceId, q),
    queryFn: ({ signal }) =>
      listFiles(apiClient, { workspaceId, q: q || undefined, sort: 'name', limit: PICKER_PAGE }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The library's files whose name contains `q`, for picking files to add (first 50 by name). */
export function useLibraryFiles(workspaceId: string, q: string) {
  return useQuery(libraryFilesQueryOptions(workspaceId, q));
}
