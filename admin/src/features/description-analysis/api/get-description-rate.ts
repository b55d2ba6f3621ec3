import { useQuery } from '@tanstack/react-query';
import { getTrackVoices } from '@shared/api/track-management';
import { DESCRIPTION_WORDS_PER_MINUTE } from '@shared/describability/verdict';
import { apiClient } from '@/lib/api-client';
import { descriptionAnalysisKeys } from './keys';

/**
 * The rate the file's descriptions track is read at (its chosen rate, else the default), so the gaps say how many
 * words fit at the voice that will read them; the default while there is no descriptions track or it is loading.
 */
export function useDescriptionRate(workspaceId: string, fileId: string, trackId: string | null): number {
  const voices = useQuery({
    queryKey: descriptionAnalysisKeys.rate(workspaceId, fileId, trackId),
    queryFn: ({ signal }) => getTrackVoices(apiClient, { workspaceId, fileId, trackId: trackId! }, { signal }),
    enabled: trackId !== null,
  });
  return voices.data ? (voices.data.speechRate ?? voices.data.defaultRate) : DESCRIPTION_WORDS_PER_MINUTE;
}
