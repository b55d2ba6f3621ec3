import { useMutation, useQueryClient } from '@tanstack/react-query';
import { grantOperatorMinutes } from '@shared/api/operator';
import type { OperatorGrantBody } from '@shared/schemas/operator';
import { apiClient } from '@/lib/api-client';
import { operatorKeys } from './keys';

/** Grants minutes to a workspace; the list, the panel and the audit log refresh. */
export function useGrantMinutes(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorGrantBody) => grantOperatorMinutes(apiClient, workspaceId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
