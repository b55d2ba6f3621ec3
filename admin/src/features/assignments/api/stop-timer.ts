import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stopTimer } from '@shared/api/assignments';
import { apiClient } from '@/lib/api-client';
import type { TimerTarget } from './start-timer';
import { applyTimeEntryResponse } from './time-entry-cache';

/** Stops the caller's running entry now. */
export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ workspaceId, assignmentId, userId, userName, entryId }: TimerTarget & { entryId: string }) =>
      stopTimer(apiClient, assignmentId, userId, entryId, {
        workspaceId,
        assignmentId,
        assigneeId: userId,
        entryId,
        endTime: Date.now(),
        userName,
        action: 'stopped_timer',
      }),
    onSuccess: (response, { workspaceId, assignmentId }) =>
      applyTimeEntryResponse(queryClient, workspaceId, assignmentId, response),
  });
}
