import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFile, createTrack, putTrackCues } from '@shared/api/media';
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
}

/** Creates the file when asked, then a track on it holding the imported cues; answers the file's name. */
export function useImportCaptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ workspaceId, target, language, kind, cues }: ImportCaptionsInput) => {
      const file =
        'fileId' in target
          ? { id: target.fileId, name: null }
          : (await createFile(apiClient, { workspaceId, name: target.name })).file;
      const ref = { workspaceId, fileId: file.id };
      const { track } = await createTrack(apiClient, ref, { language, kind, label: `${language} ${kind}` });
      await putTrackCues(
        apiClient,
        { ...ref, trackId: track.id },
        {
          cues: cues.map((cue, index) => ({
            id: `c${index + 1}`,
            startMs: Math.round(cue.startMs),
            endMs: Math.round(cue.endMs),
            text: cue.text,
            ...(cue.speaker ? { speaker: cue.speaker } : {}),
          })),
        },
      );
      return { fileId: file.id, name: file.name };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaLibraryKeys.all }),
  });
}
