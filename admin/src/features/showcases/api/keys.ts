export const showcaseKeys = {
  all: ['showcases'] as const,
  list: (workspaceId: string) => [...showcaseKeys.all, 'list', workspaceId] as const,
  detail: (workspaceId: string, showcaseId: string) =>
    [...showcaseKeys.all, 'detail', workspaceId, showcaseId] as const,
  fileName: (workspaceId: string, fileId: string) => [...showcaseKeys.all, 'file', workspaceId, fileId] as const,
  library: (workspaceId: string, q: string) => [...showcaseKeys.all, 'library', workspaceId, q] as const,
};
