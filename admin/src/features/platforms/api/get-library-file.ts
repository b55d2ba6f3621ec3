import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFile } from '@shared/api/media';
import { apiClient } from '@/lib/api-client';
import { isActive, POLL_MS } from '../format';
import { platformsKeys } from './keys';

export const libraryFileQueryOptions = (workspaceId: string, fileId: string) =>
  queryOptions({
    queryKey: platformsKeys.libraryFile(workspaceId, fileId),
    queryFn: ({ signal }) => getFile(apiClient, { workspaceId, fileId }, { signal }),
  });

/** The library file an item was imported as, with its tracks (the ones that can be published back). */
export function useLibraryFile(workspaceId: string, fileId: string | null) {
  return useQuery({
    ...libraryFileQueryOptions(workspaceId, fileId ?? ''),
    enabled: fileId !== null,
    // An import brings the platform's captions in as tracks while the file is processed.
    refetchInterval: (query) => (isActive(query.state.data?.file.status) ? POLL_MS : false),
  });
}
