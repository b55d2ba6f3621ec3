export const descriptionAnalysisKeys = {
  all: ['description-analysis'] as const,
  file: (workspaceId: string, fileId: string) => [...descriptionAnalysisKeys.all, workspaceId, fileId] as const,
  rate: (workspaceId: string, fileId: string, trackId: string | null) =>
    [...descriptionAnalysisKeys.file(workspaceId, fileId), 'rate', trackId] as const,
};
