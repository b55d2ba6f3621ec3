import type { WorkspaceAssignmentsQuery } from '@shared/schemas/assignments';

/** The managers' view's filters (everything of its query but the paging). */
export type WorkspaceAssignmentFilters = Omit<WorkspaceAssignmentsQuery, 'cursor' | 'limit'>;

export const assignmentKeys = {
  all: ['assignments'] as const,
  lists: () => [...assignmentKeys.all, 'list'] as const,
  byFile: (workspaceId: string, fileId: string) => [...assignmentKeys.lists(), 'file', workspaceId, fileId] as const,
  byUser: (workspaceId: string, userId: string) => [...assignmentKeys.lists(), 'user', workspaceId, userId] as const,
  byWorkspace: (workspaceId: string, filters: WorkspaceAssignmentFilters) =>
    [...assignmentKeys.lists(), 'workspace', workspaceId, filters] as const,
  detail: (workspaceId: string, id: string) => [...assignmentKeys.all, 'detail', workspaceId, id] as const,
  labels: (workspaceId: string, fileId: string) => [...assignmentKeys.all, 'labels', workspaceId, fileId] as const,
  members: (workspaceId: string) => [...assignmentKeys.all, 'members', workspaceId] as const,
};
