import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeOperatorWorkspaceType } from '@shared/api/operator';
import type { OperatorTypeBody } from '@shared/schemas/operator';
import { apiClient } from '@/lib/api-client';
import { operatorKeys } from './keys';

/** Changes a workspace's type at once. */
export function useChangeType(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorTypeBody) => changeOperatorWorkspaceType(apiClient, workspaceId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
