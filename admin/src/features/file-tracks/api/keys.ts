/** Which file a call is about. */
export interface FileRef {
  workspaceId: string;
  fileId: string;
}

export const fileTracksKeys = {
  all: ['file-tracks'] as const,
  file: ({ workspaceId, fileId }: FileRef) => [...fileTracksKeys.all, workspaceId, fileId] as const,
  publishing: (ref: FileRef) => [...fileTracksKeys.file(ref), 'publishing'] as const,
};
