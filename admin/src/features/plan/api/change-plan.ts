import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePlan } from '@shared/api/plans';
import type { PlanId } from '@shared/constants';
import { apiClient } from '@/lib/api-client';
import { planQueryOptions } from './get-plan';

export function useChangePlan(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: PlanId) => changePlan(apiClient, workspaceId, { planId }),
    onSuccess: (answer) => queryClient.setQueryData(planQueryOptions(workspaceId).queryKey, answer),
  });
}
