export const settingsKeys = {
  all: ['workspace-settings'] as const,
  detail: (workspaceId: string) => [...settingsKeys.all, workspaceId] as const,
};
