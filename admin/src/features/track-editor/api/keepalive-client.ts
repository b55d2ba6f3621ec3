import { type ApiClient, createApiClient } from '@shared/api/client';
import { apiClient } from '@/lib/api-client';
import { getIdToken } from '@/lib/firebase';

/** Browsers cap the bodies of all keepalive requests in flight together at 64 KiB. */
const KEEPALIVE_LIMIT = 60_000;

let client: ApiClient | null = null;

/**
 * The API client for writes that must outlive the page (a save or a release as the tab closes): the same calls,
 * sent with `keepalive` so the browser finishes them after unload (bearer auth rules out `sendBeacon`). Larger
 * bodies go as ordinary requests.
 */
export function keepaliveClient(): ApiClient {
  client ??= createApiClient({
    baseUrl: apiClient.baseUrl,
    getIdToken,
    fetch: (input, init) =>
      fetch(input, { ...init, keepalive: typeof init?.body !== 'string' || init.body.length < KEEPALIVE_LIMIT }),
  });
  return client;
}
