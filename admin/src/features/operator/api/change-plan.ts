import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeOperatorPlan } from '@shared/api/operator';
import type { OperatorPlanBody } from '@shared/schemas/operator';
import { apiClient } from '@/lib/api-client';
import { operatorKeys } from './keys';

/** Changes a workspace's plan from next month on. */
export function useChangePlan(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorPlanBody) => changeOperatorPlan(apiClient, workspaceId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}
