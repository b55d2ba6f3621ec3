import type { PlatformType } from '../constants';
import type { ConnectIntegrationBody, Integration, ListIntegrationsResponse } from '../schemas/integrations';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;

/** The workspace's connected platforms, without credentials (admins only). */
export function listIntegrations(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<ListIntegrationsResponse>('GET', `/workspaces/${enc(workspaceId)}/integrations`, {
    signal: options.signal,
  });
}

/** Connects a platform with its credentials, or replaces them (admins only). */
export function connectIntegration(
  client: ApiClient,
  workspaceId: string,
  platformType: PlatformType,
  body: ConnectIntegrationBody,
  options: CallOptions = {},
) {
  return client.request<{ integration: Integration }>(
    'PUT',
    `/workspaces/${enc(workspaceId)}/integrations/${platformType}`,
    { body, signal: options.signal },
  );
}

/** Disconnects a platform and forgets its credentials (admins only). */
export function disconnectIntegration(
  client: ApiClient,
  workspaceId: string,
  platformType: PlatformType,
  options: CallOptions = {},
) {
  return client.request<void>('DELETE', `/workspaces/${enc(workspaceId)}/integrations/${platformType}`, {
    signal: options.signal,
  });
}
