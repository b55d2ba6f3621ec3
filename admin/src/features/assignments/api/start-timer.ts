import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startTimer } from '@shared/api/assignments';
import { apiClient } from '@/lib/api-client';
import { applyTimeEntryResponse } from './time-entry-cache';

export interface TimerTarget {
  workspaceId: string;
  assignmentId: string;
  userId: string;
  userName: string;
}

/** Starts the caller's timer now; the answer carries the assignment's new status and version. */
export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, assignmentId, userId, userName }: TimerTarget) =>
      startTimer(apiClient, assignmentId, userId, {
        workspaceId,
        assignmentId,
        assigneeId: userId,
        isManualEntry: false,
        startTime: Date.now(),
        userName,
        action: 'started_timer',
      }),
    onSuccess: (response, { workspaceId, assignmentId }) =>
      applyTimeEntryResponse(queryClient, workspaceId, assignmentId, response),
  });
}
