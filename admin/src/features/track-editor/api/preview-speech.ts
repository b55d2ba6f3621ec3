import { useMutation } from '@tanstack/react-query';
import { previewTrackSpeech } from '@shared/api/track-management';
import { apiClient } from '@/lib/api-client';
import type { TrackRef } from './keys';

/** Reads a description aloud with the server's voice (nothing cached: each preview is of the text as it is now). */
export function usePreviewSpeech(ref: TrackRef) {
  return useMutation({ mutationFn: (text: string) => previewTrackSpeech(apiClient, ref, { text }) });
}
