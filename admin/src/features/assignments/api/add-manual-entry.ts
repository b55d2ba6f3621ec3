import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addManualTimeEntry } from '@shared/api/assignments';
import { apiClient } from '@/lib/api-client';
import type { TimerTarget } from './start-timer';
import { applyTimeEntryResponse } from './time-entry-cache';

/** Records time the caller worked without the timer. */
export function useAddManualEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      workspaceId,
      assignmentId,
      userId,
      userName,
      startTime,
      endTime,
      notes,
    }: TimerTarget & { startTime: number; endTime: number; notes: string }) =>
      addManualTimeEntry(apiClient, assignmentId, userId, { workspaceId, startTime, endTime, notes, userName }),
    onSuccess: (response, { workspaceId, assignmentId }) =>
      applyTimeEntryResponse(queryClient, workspaceId, assignmentId, response),
  });
}
