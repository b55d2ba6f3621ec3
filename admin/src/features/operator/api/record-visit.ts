import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordOperatorVisit } from '@shared/api/operator';
import { apiClient } from '@/lib/api-client';
import { operatorKeys } from './keys';

/** Writes the audit entry of an operator opening a workspace they are not a member of (once an hour). */
export function useRecordVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspaceId: string) => recordOperatorVisit(apiClient, workspaceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.audit() }),
  });
}
