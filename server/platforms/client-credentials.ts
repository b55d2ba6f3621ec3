import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import type { OutboundFetch } from '../outbound/outbound-fetch';
import type { Credentials } from './http';
import {
  logTokenRefusal,
  signInFailure,
  TOKEN_ANSWER_MAX_BYTES,
  TOKEN_TIMEOUT_MS,
  tokenAnswer,
  tokenRefusal,
} from './oauth';
import { PlatformAuthError, PlatformUnavailableError } from './types';

export interface ClientCredentialsOptions {
  /** The token endpoint, which may depend on the connection (Panopto's is on the customer's own host). */
  tokenUrl(credentials: Credentials): string;
  scope?: string;
}

/**
 * A new access token from the connection's client id and secret (RFC 6749 §4.4, client authenticated with HTTP
 * Basic) through the guarded outbound client. There is no refresh token: the stored secret is asked again whenever
 * the token expires, and a refused secret is a PlatformAuthError, because only reconnecting with a new one helps.
 */
export function clientCredentialsRefresher(
  platform: PlatformType,
  options: ClientCredentialsOptions,
  fetch: OutboundFetch,
) {
  const name = PLATFORM_NAMES[platform];
  return async (credentials: Credentials): Promise<Credentials> => {
    const basic = Buffer.from(`${credentials.clientId ?? ''}:${credentials.clientSecret ?? ''}`).toString('base64');
    const body = new URLSearchParams({ grant_type: 'client_credentials' });
    if (options.scope) body.set('scope', options.scope);
    let response: Response;
    let answer: Awaited<ReturnType<typeof tokenAnswer>>;
    try {
      response = await fetch(options.tokenUrl(credentials), {
        method: 'POST',
        headers: {
          Authorization: `Basic ${basic}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: body.toString(),
        timeoutMs: TOKEN_TIMEOUT_MS,
        maxBytes: TOKEN_ANSWER_MAX_BYTES,
      });
      answer = await tokenAnswer(response);
    } catch (error) {
      throw signInFailure(platform, error);
    }
    if (!response.ok) logTokenRefusal(`${name}'s token endpoint`, response.status, answer);
    if (response.status >= 500) {
      throw new PlatformUnavailableError(
        platform,
        `${name}'s sign-in service is unavailable (HTTP ${response.status})`,
      );
    }
    if (!response.ok || typeof answer.access_token !== 'string' || !answer.access_token) {
      throw new PlatformAuthError(
        platform,
        `${name} refused the client id and secret (${tokenRefusal(answer, response.status)}): reconnect it`,
      );
    }
    return { ...credentials, accessToken: answer.access_token };
  };
}
