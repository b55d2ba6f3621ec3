import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@shared/api/client';
import { getDescriptionAnalysis } from '@shared/api/description-analysis';
import { apiClient } from '@/lib/api-client';
import { descriptionAnalysisKeys } from './keys';

/** The file's latest describability analysis; null until one has run (the server's 404). */
export const descriptionAnalysisQueryOptions = (workspaceId: string, fileId: string) =>
  queryOptions({
    queryKey: descriptionAnalysisKeys.file(workspaceId, fileId),
    queryFn: async ({ signal }) => {
      try {
        return await getDescriptionAnalysis(apiClient, workspaceId, fileId, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const useDescriptionAnalysis = (workspaceId: string, fileId: string) =>
  useQuery(descriptionAnalysisQueryOptions(workspaceId, fileId));
