import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWorkspace } from '@shared/api/workspaces';
import type { CreateWorkspaceBody } from '@shared/schemas/workspaces';
import { apiClient } from '@/lib/api-client';
import { workspacesQueryOptions } from './get-workspaces';

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWorkspaceBody) => createWorkspace(apiClient, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey }),
  });
}
