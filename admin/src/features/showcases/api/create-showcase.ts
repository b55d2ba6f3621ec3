import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createShowcase } from '@shared/api/showcases';
import type { CreateShowcaseBody } from '@shared/schemas/showcases';
import { apiClient } from '@/lib/api-client';
import { showcasesQueryOptions } from './get-showcases';

export function useCreateShowcase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShowcaseBody) => createShowcase(apiClient, body),
    onSuccess: (_answer, { workspaceId }) =>
      queryClient.invalidateQueries({ queryKey: showcasesQueryOptions(workspaceId).queryKey }),
  });
}
