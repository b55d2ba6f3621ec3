import type { SsoCheckBody, SsoCheckResponse } from '../schemas/sso';
import type { ApiClient, CallOptions } from './client';

/** Asks whether an email address signs in through single sign-on (the email-first sign-in path). */
export function checkSso(client: ApiClient, body: SsoCheckBody, options: CallOptions = {}) {
  return client.request<SsoCheckResponse>('POST', '/sso/check', { body, signal: options.signal });
}
