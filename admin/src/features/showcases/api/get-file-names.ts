import { useQueries } from '@tanstack/react-query';
import { getFile } from '@shared/api/media';
import { apiClient } from '@/lib/api-client';
import { showcaseKeys } from './keys';

/** The names of a showcase's files, by id (undefined while loading; null when the file is gone). */
export function useFileNames(workspaceId: string, fileIds: readonly string[]) {
  const results = useQueries({
    queries: fileIds.map((fileId) => ({
      queryKey: showcaseKeys.fileName(workspaceId, fileId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getFile(apiClient, { workspaceId, fileId }, { signal }),
      select: (answer: Awaited<ReturnType<typeof getFile>>) => answer.file.name,
      staleTime: 60_000,
    })),
  });
  return new Map(fileIds.map((id, i) => [id, results[i]?.isError ? null : results[i]?.data]));
}
