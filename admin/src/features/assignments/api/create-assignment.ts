import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAssignment } from '@shared/api/assignments';
import type { CreateAssignmentBody } from '@shared/schemas/assignments';
import { apiClient } from '@/lib/api-client';
import { assignmentKeys } from './keys';

export function useCreateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssignmentBody) => createAssignment(apiClient, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() }),
  });
}
