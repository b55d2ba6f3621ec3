export const integrationKeys = {
  all: ['integrations'] as const,
  list: (workspaceId: string) => [...integrationKeys.all, workspaceId] as const,
};
