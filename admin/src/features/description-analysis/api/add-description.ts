import { useMutation } from '@tanstack/react-query';
import { createTrack, getTrackCues } from '@shared/api/media';
import { patchTrackCues } from '@shared/api/track-versions';
import type { TrackSummary } from '@shared/schemas/embed';
import { apiClient } from '@/lib/api-client';

export interface NewDescription {
  startMs: number;
  endMs: number;
  text: string;
  /** The file's descriptions track, or null to make one in `language`. */
  track: TrackSummary | null;
  language: string;
}

/**
 * Adds one description cue at a time the analysis found, to the file's descriptions track (made first, in the
 * transcript's language, when the file has none). Answers the track and the new cue's id.
 */
export function useAddDescription(workspaceId: string, fileId: string) {
  return useMutation({
    mutationFn: async ({ startMs, endMs, text, track, language }: NewDescription) => {
      const ref = { workspaceId, fileId };
      const target =
        track ??
        (await createTrack(apiClient, ref, { language, kind: 'descriptions', label: `Descriptions (${language})` }))
          .track;
      const trackRef = { ...ref, trackId: target.id };
      const { version } = await getTrackCues(apiClient, trackRef);
      const cueId = `ad-${startMs}-${crypto.randomUUID().slice(0, 8)}`;
      await patchTrackCues(apiClient, trackRef, {
        baseVersion: version,
        upsert: [{ id: cueId, startMs, endMs, text }],
      });
      return { track: target, cueId };
    },
  });
}
