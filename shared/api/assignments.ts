import type {
  Assignment,
  CreateAssignmentBody,
  ManualEntryBody,
  StartTimerBody,
  StopTimerBody,
  TimeEntryResponse,
  UpdateAssignmentBody,
  WorkspaceAssignmentsQuery,
  WorkspaceAssignmentsResponse,
} from '../schemas/assignments';
import type { ApiClient, CallOptions, WriteOptions } from './client';

const enc = encodeURIComponent;
const entriesPath = (assignmentId: string, userId: string) =>
  `/assignments/${enc(assignmentId)}/assignees/${enc(userId)}/timeEntries`;

/** A file's assignments, or one user's assignments in a workspace. */
export function listAssignments(
  client: ApiClient,
  query: { workspaceId: string; fileId?: string; userId?: string },
  options: CallOptions = {},
) {
  return client.request<{ assignments: Assignment[] }>('GET', '/assignments', { query, signal: options.signal });
}

/** Every assignment of a workspace, filtered by person, status and due date, a page at a time (managers). */
export function listWorkspaceAssignments(
  client: ApiClient,
  workspaceId: string,
  query: WorkspaceAssignmentsQuery,
  options: CallOptions = {},
) {
  return client.request<WorkspaceAssignmentsResponse>('GET', `/workspaces/${enc(workspaceId)}/assignments`, {
    query: { ...query },
    signal: options.signal,
  });
}

/** One assignment with its time entries and activity. */
export function getAssignment(
  client: ApiClient,
  id: string,
  query: { workspaceId: string },
  options: CallOptions = {},
) {
  return client.request<Assignment>('GET', `/assignments/${enc(id)}`, { query, signal: options.signal });
}

export function createAssignment(client: ApiClient, body: CreateAssignmentBody, options: WriteOptions = {}) {
  return client.request<Assignment>('POST', '/assignments', { body, ...options });
}

/** Applies the fields sent; with `version` (the one loaded) a stale form is refused with 409, without it nothing else changes. */
export function updateAssignment(client: ApiClient, id: string, body: UpdateAssignmentBody, options: CallOptions = {}) {
  return client.request<Assignment>('PUT', `/assignments/${enc(id)}`, { body, signal: options.signal });
}

export function deleteAssignment(
  client: ApiClient,
  id: string,
  body: { workspaceId: string },
  options: CallOptions = {},
) {
  return client.request<void>('DELETE', `/assignments/${enc(id)}`, { body, signal: options.signal });
}

/** Throws when the server put an `error` in an otherwise successful time-entry answer. */
async function timeEntryCall(promise: Promise<TimeEntryResponse>): Promise<TimeEntryResponse> {
  const response = await promise;
  if (response.error) throw new Error(response.error);
  return response;
}

/** Starts the user's timer; returns the already running entry when there is one. */
export function startTimer(
  client: ApiClient,
  assignmentId: string,
  userId: string,
  body: StartTimerBody,
  options: CallOptions = {},
) {
  return timeEntryCall(
    client.request<TimeEntryResponse>('POST', entriesPath(assignmentId, userId), { body, signal: options.signal }),
  );
}

export function stopTimer(
  client: ApiClient,
  assignmentId: string,
  userId: string,
  entryId: string,
  body: StopTimerBody,
  options: CallOptions = {},
) {
  return timeEntryCall(
    client.request<TimeEntryResponse>('PUT', `${entriesPath(assignmentId, userId)}/${enc(entryId)}`, {
      body,
      signal: options.signal,
    }),
  );
}

/** Records time worked without a timer, with notes. */
export function addManualTimeEntry(
  client: ApiClient,
  assignmentId: string,
  userId: string,
  body: ManualEntryBody,
  options: CallOptions = {},
) {
  return timeEntryCall(
    client.request<TimeEntryResponse>('POST', `${entriesPath(assignmentId, userId)}/manual`, {
      body,
      signal: options.signal,
    }),
  );
}

/** Deletes an entry (admins: any entry; others: their own). */
export function deleteTimeEntry(
  client: ApiClient,
  assignmentId: string,
  userId: string,
  entryId: string,
  query: { workspaceId: string },
  options: CallOptions = {},
) {
  return client.request<{ totalTimeSpent: number }>('DELETE', `${entriesPath(assignmentId, userId)}/${enc(entryId)}`, {
    query,
    signal: options.signal,
  });
}
