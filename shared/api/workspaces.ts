import type { CreateWorkspaceBody, ListWorkspacesResponse, Workspace, WorkspaceSummary } from '../schemas/workspaces';
import type { ApiClient, CallOptions } from './client';

/** A workspace with its active integrations. */
export function getWorkspace(client: ApiClient, query: { workspaceId: string }, options: CallOptions = {}) {
  return client.request<Workspace>('GET', '/get_workspace', { query, signal: options.signal });
}

/** The caller's workspaces with their role in each. */
export function listWorkspaces(client: ApiClient, options: CallOptions = {}) {
  return client.request<ListWorkspacesResponse>('GET', '/workspaces', { signal: options.signal });
}

/** Creates a workspace; the caller becomes its admin. */
export function createWorkspace(client: ApiClient, body: CreateWorkspaceBody, options: CallOptions = {}) {
  return client.request<{ workspace: WorkspaceSummary }>('POST', '/workspaces', { body, signal: options.signal });
}
