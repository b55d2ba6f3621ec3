import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeWhisperModel } from '@shared/api/whisper-models';
import { apiClient } from '@/lib/api-client';
import { whisperModelsQueryOptions } from './get-whisper-models';

/** Removes an installed model, or stops its download. */
export function useRemoveWhisperModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => removeWhisperModel(apiClient, name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: whisperModelsQueryOptions().queryKey }),
  });
}
