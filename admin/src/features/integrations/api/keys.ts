export const integrationKeys = {
  all: ['integrations'] as const,
  list: (workspaceId: string) => [...integrationKeys.all, workspaceId] as const,
  oauthClients: (workspaceId: string) => [...integrationKeys.all, workspaceId, 'oauth-clients'] as const,
};
