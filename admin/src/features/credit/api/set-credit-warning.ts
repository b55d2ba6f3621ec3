import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCreditWarning } from '@shared/api/plans';
import { apiClient } from '@/lib/api-client';
import { creditWarningQueryOptions } from './get-credit-warning';

export function useSetCreditWarning(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lowBalanceMinutes: number | null) => setCreditWarning(apiClient, workspaceId, { lowBalanceMinutes }),
    onSuccess: (answer) => queryClient.setQueryData(creditWarningQueryOptions(workspaceId).queryKey, answer),
  });
}
