export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: (workspaceId: string) => [...apiKeyKeys.all, workspaceId] as const,
};
