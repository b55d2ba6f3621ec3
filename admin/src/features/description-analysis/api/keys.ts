export const descriptionAnalysisKeys = {
  all: ['description-analysis'] as const,
  file: (workspaceId: string, fileId: string) => [...descriptionAnalysisKeys.all, workspaceId, fileId] as const,
};
