export const pendingKeys = {
  all: ['pending'] as const,
  corrections: (workspaceId: string) => [...pendingKeys.all, 'corrections', workspaceId] as const,
  requests: (workspaceId: string) => [...pendingKeys.all, 'requests', workspaceId] as const,
};
