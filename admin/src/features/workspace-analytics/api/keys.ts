export const workspaceAnalyticsKeys = {
  all: ['workspace-analytics'] as const,
  range: (workspaceId: string, from: string, to: string) =>
    [...workspaceAnalyticsKeys.all, workspaceId, from, to] as const,
};
