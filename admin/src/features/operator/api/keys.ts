import type { OperatorAuditQuery, OperatorWorkspacesQuery } from '@shared/schemas/operator';
import type { OutboxQuery } from '@shared/schemas/review';

export const operatorKeys = {
  all: ['operator'] as const,
  workspaces: () => [...operatorKeys.all, 'workspaces'] as const,
  workspaceList: (query: Pick<OperatorWorkspacesQuery, 'q' | 'sort'>) =>
    [...operatorKeys.workspaces(), 'list', query] as const,
  workspace: (workspaceId: string) => [...operatorKeys.workspaces(), 'detail', workspaceId] as const,
  audit: (query: Pick<OperatorAuditQuery, 'actor' | 'workspaceId'> = {}) =>
    [...operatorKeys.all, 'audit', query] as const,
  outbox: () => [...operatorKeys.all, 'outbox'] as const,
  outboxList: (query: Pick<OutboxQuery, 'status' | 'to'>) => [...operatorKeys.outbox(), 'list', query] as const,
  outboxMessage: (id: string) => [...operatorKeys.outbox(), 'message', id] as const,
};
