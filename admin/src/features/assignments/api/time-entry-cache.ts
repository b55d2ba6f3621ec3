import type { QueryClient } from '@tanstack/react-query';
import type { TimeEntryResponse } from '@shared/schemas/assignments';
import { assignmentQueryOptions } from './get-assignment';
import { assignmentKeys } from './keys';

/** Writes a time-entry answer into the cached assignment (entry, status, version, total) and refreshes lists. */
export function applyTimeEntryResponse(
  queryClient: QueryClient,
  workspaceId: string,
  assignmentId: string,
  response: TimeEntryResponse,
) {
  queryClient.setQueryData(assignmentQueryOptions(workspaceId, assignmentId).queryKey, (current) => {
    if (!current) return current;
    const others = current.timeEntries.filter((e) => e.id !== response.timeEntry.id);
    return {
      ...current,
      status: response.status,
      version: response.version,
      totalTimeSpent: response.totalTimeSpent,
      timeEntries: [...others, response.timeEntry].sort((a, b) => a.startTime - b.startTime),
    };
  });
  return queryClient.invalidateQueries({ queryKey: assignmentKeys.lists() });
}
