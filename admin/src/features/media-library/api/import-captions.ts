import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFile, createTrack, putTrackCues, putTrackTranscript } from '@shared/api/media';
import type { Cue } from '@shared/captions/model';
import type { TrackKind } from '@shared/constants';
import { apiClient } from '@/lib/api-client';
import { mediaLibraryKeys } from './keys';

export interface ImportCaptionsInput {
  workspaceId: string;
  /** An existing file, or the name of a new one. */
  target: { fileId: string } | { name: string };
  language: string;
  kind: TrackKind;
  cues: readonly Cue[];
  /** A transcript without times: saved as its text, an untimed track waiting for alignment. */
  untimedText?: string;
}

/**
 * Creates the file when asked, then a track on it holding the imported cues (or, for a transcript without
 * times, its text as an untimed track); answers the file's name.
 */
export function useImportCaptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ workspaceId, target, language, kind, cues, untimedText }: ImportCaptionsInput) => {
      const file =
        'fileId' in target
          ? { id: target.fileId, name: null }
          : (await createFile(apiClient, { workspaceId, name: target.name })).file;
      const ref = { workspaceId, fileId: file.id };
      const { track } = await createTrack(apiClient, ref, { language, kind, label: `${language} ${kind}` });
      const trackRef = { ...ref, trackId: track.id };
      if (untimedText !== undefined) {
        await putTrackTranscript(apiClient, trackRef, { text: untimedText });
        return { fileId: file.id, name: file.name };
      }
      await putTrackCues(apiClient, trackRef, {
        cues: cues.map((cue, index) => ({
          id: `c${index + 1}`,
          startMs: Math.round(cue.startMs),
          endMs: Math.round(cue.endMs),
          text: cue.text,
          ...(cue.speaker ? { speaker: cue.speaker } : {}),
        })),
      });
      return { fileId: file.id, name: file.name };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.all }),
  });
}
