export const workspaceSearchKeys = {
  all: ['workspace-search'] as const,
  results: (workspaceId: string, q: string) => [...workspaceSearchKeys.all, workspaceId, q] as const,
};
