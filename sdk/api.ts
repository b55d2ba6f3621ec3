import { createApiClient, type ApiClient } from '../shared/api/client';
import { API_BASE_PATH } from '../shared/constants';
import type { Strings } from './i18n/en';

/** A 429 from the API, with the server's `Retry-After` in seconds (null when absent). */
export class RetryLaterError extends Error {
  constructor(readonly retryAfterSeconds: number | null) {
    super('Too many requests');
    this.name = 'RetryLaterError';
  }
}

// The origin the SDK script was served from: the API lives next to it unless `api-base` says otherwise.
const scriptOrigin = new URL(import.meta.url).origin;

const clients = new Map<string, ApiClient>();

/** One client per API base, shared by every element on the page. */
export function embedClient(apiBase: string): ApiClient {
  const baseUrl = apiBase || scriptOrigin + API_BASE_PATH;
  let client = clients.get(baseUrl);
  if (!client) {
    client = createApiClient({
      baseUrl,
      // Looked up per call so tests (and hosts) can wrap window.fetch after the SDK loads.
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (response.status === 429) {
          const seconds = Number(response.headers.get('Retry-After'));
          throw new RetryLaterError(Number.isFinite(seconds) && seconds > 0 ? seconds : null);
        }
        return response;
      },
    });
    clients.set(baseUrl, client);
  }
  return client;
}

/** Words (in the element's language) for any failure, for the element's message and `error` event. */
export function describeError(error: unknown, strings: Strings): { message: string; status?: number } {
  if (error instanceof RetryLaterError) {
    const seconds = error.retryAfterSeconds;
    return { message: strings.tooManyRequests(seconds && Math.ceil(seconds)), status: 429 };
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') {
    return { message: status === 404 ? strings.notAvailable : strings.serverFailed(status), status };
  }
  return { message: strings.networkFailed };
}

/** Media and thumbnail URLs from the API may be root-relative: resolve them against the API's origin, not the host page's. */
export function resolveApiUrl(url: string, apiBase: string): string {
  return new URL(url, new URL(embedClient(apiBase).baseUrl, location.href)).href;
}
