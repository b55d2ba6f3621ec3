import type { OperatorAuditQuery, OperatorWorkspacesQuery } from '@shared/schemas/operator';

export const operatorKeys = {
  all: ['operator'] as const,
  workspaces: () => [...operatorKeys.all, 'workspaces'] as const,
  workspaceList: (query: Pick<OperatorWorkspacesQuery, 'q' | 'sort'>) =>
    [...operatorKeys.workspaces(), 'list', query] as const,
  workspace: (workspaceId: string) => [...operatorKeys.workspaces(), 'detail', workspaceId] as const,
  audit: (query: Pick<OperatorAuditQuery, 'actor' | 'workspaceId'> = {}) =>
    [...operatorKeys.all, 'audit', query] as const,
};
