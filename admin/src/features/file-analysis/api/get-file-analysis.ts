import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getFileAnalysis } from '@shared/api/file-analysis';
import { apiClient } from '@/lib/api-client';

export const fileAnalysisKeys = {
  all: ['file-analysis'] as const,
  range: (workspaceId: string, fileId: string, from: string, to: string) =>
    [...fileAnalysisKeys.all, workspaceId, fileId, from, to] as const,
};

/** `from`/`to` empty: the server's default, the last 30 days. */
export function useFileAnalysis(workspaceId: string, fileId: string, from: string, to: string) {
  return useQuery(
    queryOptions({
      queryKey: fileAnalysisKeys.range(workspaceId, fileId, from, to),
      queryFn: ({ signal }) =>
        getFileAnalysis(apiClient, workspaceId, fileId, { from: from || undefined, to: to || undefined }, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
