import type { CorrectionListQuery, MediaRequestListQuery } from '@shared/api/contributions';

export type CorrectionFilters = Omit<CorrectionListQuery, 'workspaceId' | 'limit' | 'cursor'>;
export type RequestFilters = Omit<MediaRequestListQuery, 'workspaceId' | 'limit' | 'cursor'>;

/** The lists' page size, as the specification gives it (the same 20 the nav badges ask for). */
export const REVIEW_PAGE_SIZE = 20;

export const reviewKeys = {
  all: ['review-queues'] as const,
  corrections: (workspaceId: string) => [...reviewKeys.all, 'corrections', workspaceId] as const,
  correctionList: (workspaceId: string, filters: CorrectionFilters) =>
    [...reviewKeys.corrections(workspaceId), 'list', filters] as const,
  correction: (workspaceId: string, id: string) => [...reviewKeys.corrections(workspaceId), 'detail', id] as const,
  requests: (workspaceId: string) => [...reviewKeys.all, 'requests', workspaceId] as const,
  requestList: (workspaceId: string, filters: RequestFilters) =>
    [...reviewKeys.requests(workspaceId), 'list', filters] as const,
  request: (workspaceId: string, id: string) => [...reviewKeys.requests(workspaceId), 'detail', id] as const,
  analytics: (range: { from?: string; to?: string }) => [...reviewKeys.all, 'analytics', range] as const,
};
