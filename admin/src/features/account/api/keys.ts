export const accountKeys = {
  all: ['account'] as const,
  workspaces: () => [...accountKeys.all, 'workspaces'] as const,
};
