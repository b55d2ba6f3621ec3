import type { ApiClient, CallOptions } from './client';

/** Deletes the caller's account and data; needs a sign-in within 5 minutes (409 names blocking workspaces). */
export function deleteAccount(client: ApiClient, options: CallOptions = {}) {
  return client.request<void>('DELETE', '/account', { signal: options.signal });
}
