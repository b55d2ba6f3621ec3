import type { ApiKey, CreateApiKeyBody, CreatedApiKey } from '../schemas/api-keys';
import type { ApiClient, CallOptions } from './client';

const base = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}/api-keys`;

/** The workspace's API keys that are not revoked (admins). */
export function listApiKeys(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<{ keys: ApiKey[] }>('GET', base(workspaceId), { signal: options.signal });
}

/** Creates a key; the answer holds its secret, which is never shown again. */
export function createApiKey(
  client: ApiClient,
  workspaceId: string,
  body: CreateApiKeyBody,
  options: CallOptions = {},
) {
  return client.request<CreatedApiKey>('POST', base(workspaceId), { body, signal: options.signal });
}

/** Revokes a key: calls made with it are refused from then on. */
export function revokeApiKey(client: ApiClient, workspaceId: string, keyId: string, options: CallOptions = {}) {
  return client.request<void>('DELETE', `${base(workspaceId)}/${encodeURIComponent(keyId)}`, {
    signal: options.signal,
  });
}
