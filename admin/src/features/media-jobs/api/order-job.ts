import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderFileJob } from '@shared/api/engines';
import type { OrderJobBody } from '@shared/schemas/engines';
import { apiClient } from '@/lib/api-client';
import { mediaJobsKeys } from './keys';

/** Orders machine work on the file; the debit changes the balance, so it is fetched again either way. */
export function useOrderJob(workspaceId: string, fileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderJobBody) => orderFileJob(apiClient, workspaceId, fileId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaJobsKeys.credit(workspaceId) }),
  });
}
