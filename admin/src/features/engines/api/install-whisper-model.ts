import { useMutation, useQueryClient } from '@tanstack/react-query';
import { installWhisperModel } from '@shared/api/whisper-models';
import { apiClient } from '@/lib/api-client';
import { whisperModelsQueryOptions } from './get-whisper-models';

/** Starts a model's download; the list refreshes and then polls its progress. */
export function useInstallWhisperModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => installWhisperModel(apiClient, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: whisperModelsQueryOptions().queryKey }),
  });
}
