import { queryOptions, useQuery } from '@tanstack/react-query';
import { listWhisperModels } from '@shared/api/whisper-models';
import type { WhisperModelsResponse } from '@shared/schemas/whisper-models';
import { apiClient } from '@/lib/api-client';
import { engineKeys } from './keys';

/** How often the page asks again while a download runs (the server keeps its progress in memory). */
export const DOWNLOAD_POLL_MS = 1000;

const downloading = (data: WhisperModelsResponse | undefined) =>
  data?.models.some((m) => m.install && m.install.state !== 'failed') ?? false;

export const whisperModelsQueryOptions = () =>
  queryOptions({
    queryKey: engineKeys.whisperModels(),
    queryFn: ({ signal }) => listWhisperModels(apiClient, { signal }),
    refetchInterval: (query) => (downloading(query.state.data) ? DOWNLOAD_POLL_MS : false),
  });

/** The whisper models, downloads and engine choices; polled while a download runs (operators). */
export function useWhisperModels() {
  return useQuery(whisperModelsQueryOptions());
}
