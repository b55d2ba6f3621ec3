export const workspaceKeys = {
  all: ['workspaces'] as const,
  list: () => [...workspaceKeys.all, 'list'] as const,
  detail: (workspaceId: string) => [...workspaceKeys.all, 'detail', workspaceId] as const,
  invitation: (workspaceId: string, token: string) => [...workspaceKeys.all, 'invitation', workspaceId, token] as const,
};
