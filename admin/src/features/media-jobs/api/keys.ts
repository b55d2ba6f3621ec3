export const mediaJobsKeys = {
  all: ['media-jobs'] as const,
  engines: () => [...mediaJobsKeys.all, 'engines'] as const,
  catalogues: (displayLanguage: string) => [...mediaJobsKeys.all, 'catalogues', displayLanguage] as const,
  credit: (workspaceId: string) => [...mediaJobsKeys.all, 'credit', workspaceId] as const,
  renders: (workspaceId: string, fileId: string) => [...mediaJobsKeys.all, 'renders', workspaceId, fileId] as const,
};
