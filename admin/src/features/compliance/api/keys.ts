import type { ListComplianceAssetsQuery } from '@shared/schemas/compliance';

/** The ledger table's filters (everything of its query but the paging). */
export type ComplianceAssetFilters = Omit<ListComplianceAssetsQuery, 'cursor' | 'limit'>;

export const complianceKeys = {
  all: ['compliance'] as const,
  summary: (workspaceId: string) => [...complianceKeys.all, 'summary', workspaceId] as const,
  assets: (workspaceId: string, filters: ComplianceAssetFilters) =>
    [...complianceKeys.all, 'assets', workspaceId, filters] as const,
  scans: (workspaceId: string) => [...complianceKeys.all, 'scans', workspaceId] as const,
  platformSync: (workspaceId: string) => [...complianceKeys.all, 'platform-sync', workspaceId] as const,
  scanSchedule: (workspaceId: string) => [...complianceKeys.all, 'scan-schedule', workspaceId] as const,
  members: (workspaceId: string) => [...complianceKeys.all, 'members', workspaceId] as const,
  balance: (workspaceId: string) => [...complianceKeys.all, 'balance', workspaceId] as const,
};
