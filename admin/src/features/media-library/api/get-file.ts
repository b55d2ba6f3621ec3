import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFile } from '@shared/api/media';
import { apiClient } from '@/lib/api-client';
import { ACTIVE_STATUSES } from '../format';
import { POLL_MS } from '../hooks/use-live-files';
import { mediaLibraryKeys } from './keys';

export const fileQueryOptions = (workspaceId: string, fileId: string) =>
  queryOptions({
    queryKey: mediaLibraryKeys.file(workspaceId, fileId),
    queryFn: ({ signal }) => getFile(apiClient, { workspaceId, fileId }, { signal }),
  });

/** One file with its tracks; with `poll` (no live events) it refreshes while the file is being processed. */
export function useFile(workspaceId: string, fileId: string, poll: boolean) {
  return useQuery({
    ...fileQueryOptions(workspaceId, fileId),
    refetchInterval: (query) => {
      const status = query.state.data?.file.status;
      return poll && status && ACTIVE_STATUSES.includes(status) ? POLL_MS : false;
    },
  });
}
