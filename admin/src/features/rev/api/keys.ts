export const revKeys = {
  all: ['rev'] as const,
  orders: (workspaceId: string, fileId: string) => [...revKeys.all, 'orders', workspaceId, fileId] as const,
};
