import type { FileListParams } from '../hooks/use-file-list-params';

export const mediaLibraryKeys = {
  all: ['media-library'] as const,
  lists: (workspaceId: string) => [...mediaLibraryKeys.all, 'list', workspaceId] as const,
  list: (workspaceId: string, params: FileListParams) => [...mediaLibraryKeys.lists(workspaceId), params] as const,
  file: (workspaceId: string, fileId: string) => [...mediaLibraryKeys.all, 'file', workspaceId, fileId] as const,
  /** Under the file's key, so whatever refreshes the file refreshes its detail too. */
  fileDetail: (workspaceId: string, fileId: string) =>
    [...mediaLibraryKeys.file(workspaceId, fileId), 'detail'] as const,
};
