import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAssignment } from '@shared/api/assignments';
import type { UpdateAssignmentBody } from '@shared/schemas/assignments';
import { apiClient } from '@/lib/api-client';
import { assignmentQueryOptions } from './get-assignment';
import { assignmentKeys } from './keys';

/** Saves changed fields; a stale `version` fails with a 409 ApiError. */
export function useUpdateAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAssignmentBody }) => updateAssignment(apiClient, id, body),
    onSuccess: (assignment) => {
      queryClient.setQueryData(assignmentQueryOptions(assignment.workspaceId, assignment.id).queryKey, assignment);
      return queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() });
    },
  });
}
