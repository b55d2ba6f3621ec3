import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createLabel } from '@shared/api/labels';
import type { CreateLabelBody } from '@shared/schemas/assignments';
import { apiClient } from '@/lib/api-client';
import { labelsQueryOptions } from './get-labels';

export function useCreateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLabelBody) => createLabel(apiClient, body),
    onSuccess: (_label, { workspaceId, fileId }) =>
      queryClient.invalidateQueries({ queryKey: labelsQueryOptions(workspaceId, fileId).queryKey }),
  });
}
