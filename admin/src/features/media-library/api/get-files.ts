import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listFiles } from '@shared/api/media';
import { apiClient } from '@/lib/api-client';
import { ACTIVE_STATUSES } from '../format';
import type { FileListParams } from '../hooks/use-file-list-params';
import { POLL_MS } from '../hooks/use-live-files';
import { mediaLibraryKeys } from './keys';

/** Rows per page: a screenful or two, so the first paint is quick and scrolling fetches ahead. */
export const FILES_PAGE_SIZE = 50;

export const filesQueryOptions = (workspaceId: string, params: FileListParams) =>
  infiniteQueryOptions({
    queryKey: mediaLibraryKeys.list(workspaceId, params),
    queryFn: ({ pageParam, signal }) =>
      listFiles(
        apiClient,
        {
          workspaceId,
          cursor: pageParam ?? undefined,
          limit: FILES_PAGE_SIZE,
          q: params.q || undefined,
          sort: params.sort,
          status: params.status ?? undefined,
          language: params.language ?? undefined,
          labelId: params.labelId ?? undefined,
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * The workspace's files page by page, sorted and filtered on the server. With `poll` (no live events) it
 * refreshes every few seconds while a loaded file is still uploading, queued or processing.
 */
export function useFiles(workspaceId: string, params: FileListParams, poll: boolean) {
  return useInfiniteQuery({
    ...filesQueryOptions(workspaceId, params),
    refetchInterval: (query) =>
      poll && query.state.data?.pages.some((page) => page.files.some((f) => ACTIVE_STATUSES.includes(f.status)))
        ? POLL_MS
        : false,
  });
}
