import { useMutation } from '@tanstack/react-query';
import { publishDescribedAudio } from '@shared/api/platforms';
import { apiClient } from '@/lib/api-client';

/** Sends a descriptions track's newest described audio render to the file's platform as an extra audio track. */
export function usePublishDescribedAudio(workspaceId: string, fileId: string) {
  return useMutation({
    mutationFn: (trackId: string) => publishDescribedAudio(apiClient, workspaceId, fileId, { trackId }),
  });
}
