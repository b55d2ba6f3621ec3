import type { UpdateWorkspaceSettingsBody, WorkspaceSettingsResponse } from '../schemas/settings';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;

/** The workspace's general settings (every member). */
export function getWorkspaceSettings(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<WorkspaceSettingsResponse>('GET', `/workspaces/${enc(workspaceId)}/settings`, {
    signal: options.signal,
  });
}

/** Changes any of the settings; answers them all (admins only). */
export function updateWorkspaceSettings(
  client: ApiClient,
  workspaceId: string,
  body: UpdateWorkspaceSettingsBody,
  options: CallOptions = {},
) {
  return client.request<WorkspaceSettingsResponse>('PATCH', `/workspaces/${enc(workspaceId)}/settings`, {
    body,
    signal: options.signal,
  });
}
