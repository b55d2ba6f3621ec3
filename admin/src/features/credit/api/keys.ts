export const creditKeys = {
  all: ['credit'] as const,
  ledger: (workspaceId: string) => [...creditKeys.all, 'ledger', workspaceId] as const,
  warning: (workspaceId: string) => [...creditKeys.all, 'warning', workspaceId] as const,
};
