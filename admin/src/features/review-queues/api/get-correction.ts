import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCorrection } from '@shared/api/review';
import { apiClient } from '@/lib/api-client';
import { reviewKeys } from './keys';

export const correctionQueryOptions = (workspaceId: string, correctionId: string) =>
  queryOptions({
    queryKey: reviewKeys.correction(workspaceId, correctionId),
    queryFn: ({ signal }) => getCorrection(apiClient, workspaceId, correctionId, { signal }),
  });

/** One correction with its cue as it is now and two cues either side. */
export function useCorrection(workspaceId: string, correctionId: string) {
  return useQuery(correctionQueryOptions(workspaceId, correctionId));
}
