import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTrackVoices, setTrackSpeech } from '@shared/api/track-management';
import type { TrackSpeech, TrackVoices } from '@shared/schemas/track-management';
import { apiClient } from '@/lib/api-client';
import { trackEditorKeys, type TrackRef } from './keys';

const trackVoicesQueryOptions = (ref: TrackRef) =>
  queryOptions({
    queryKey: trackEditorKeys.voices(ref),
    queryFn: ({ signal }) => getTrackVoices(apiClient, ref, { signal }),
  });

/** The voices that can read a descriptions track, and the voice and rate it has chosen. */
export function useTrackVoices(ref: TrackRef, enabled: boolean) {
  return useQuery({ ...trackVoicesQueryOptions(ref), enabled });
}

/** Saves the track's voice or rate; the fit meter and Preview follow once it is saved. */
export function useSetTrackSpeech(ref: TrackRef) {
  const queryClient = useQueryClient();
  const key = trackVoicesQueryOptions(ref).queryKey;
  return useMutation({
    mutationFn: (change: Partial<TrackSpeech>) => setTrackSpeech(apiClient, ref, change),
    onSuccess: ({ track }) =>
      queryClient.setQueryData(key, (old: TrackVoices | undefined) =>
        old ? { ...old, voice: track.voice, speechRate: track.speechRate } : old,
      ),
  });
}
