import type { ClientConfig } from '../schemas/client-config';
import type { ApiClient, CallOptions } from './client';

/** Deployment settings the admin needs before it can sign anyone in. */
export function getClientConfig(client: ApiClient, options: CallOptions = {}) {
  return client.request<ClientConfig>('GET', '/client-config', { signal: options.signal });
}
