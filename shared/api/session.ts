import type { ApiClient, CallOptions } from './client';

/**
 * Swaps the caller's fresh ID token (signed in at most 5 minutes ago) for an HttpOnly session cookie, so
 * `<video>`/`<audio>` elements can load private media; call again whenever the token refreshes.
 */
export function syncSessionCookie(client: ApiClient, options: CallOptions = {}) {
  return client.request<void>('POST', '/session', { signal: options.signal });
}

/** Clears the session cookie (on sign-out). */
export function clearSessionCookie(client: ApiClient, options: CallOptions = {}) {
  return client.request<void>('DELETE', '/session', { signal: options.signal });
}
