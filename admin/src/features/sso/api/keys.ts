export const ssoKeys = {
  all: ['sso'] as const,
  providers: (workspaceId: string) => [...ssoKeys.all, 'providers', workspaceId] as const,
};
