export const planKeys = {
  all: ['plan'] as const,
  detail: (workspaceId: string) => [...planKeys.all, workspaceId] as const,
};
