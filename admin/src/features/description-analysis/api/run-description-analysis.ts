import { useMutation } from '@tanstack/react-query';
import { orderFileJob } from '@shared/api/engines';
import { apiClient } from '@/lib/api-client';

/** Orders the `describe_analysis` job; the panel follows it and reloads the analysis when it ends. */
export function useRunDescriptionAnalysis(workspaceId: string, fileId: string) {
  return useMutation({
    mutationFn: () => orderFileJob(apiClient, workspaceId, fileId, { kind: 'describe_analysis' }),
  });
}
