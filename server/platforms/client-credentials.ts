import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import type { Credentials } from './http';
import { PlatformAuthError, PlatformUnavailableError } from './types';

export interface ClientCredentialsOptions {
  /** The token endpoint, which may depend on the connection (Panopto's is on the customer's own host). */
  tokenUrl(credentials: Credentials): string;
  scope?: string;
}

/**
 * A new access token from the connection's client id and secret (RFC 6749 §4.4, client authenticated with HTTP
 * Basic). There is no refresh token: the stored secret is asked again whenever the token expires, and a refused
 * secret is a PlatformAuthError, because only reconnecting with a new one helps.
 */
export function clientCredentialsRefresher(
  platform: PlatformType,
  options: ClientCredentialsOptions,
  doFetch: typeof fetch = fetch,
) {
  const name = PLATFORM_NAMES[platform];
  return async (credentials: Credentials): Promise<Credentials> => {
    const basic = Buffer.from(`${credentials.clientId ?? ''}:${credentials.clientSecret ?? ''}`).toString('base64');
    const body = new URLSearchParams({ grant_type: 'client_credentials' });
    if (options.scope) body.set('scope', options.scope);
    let response: Response;
    try {
      response = await doFetch(options.tokenUrl(credentials), {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new PlatformUnavailableError(platform, `${name}'s sign-in service could not be reached`);
    }
    if (response.status >= 500) {
      throw new PlatformUnavailableError(
        platform,
        `${name}'s sign-in service is unavailable (HTTP ${response.status})`,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as { access_token?: string; error?: string };
    if (!response.ok || !answer.access_token) {
      throw new PlatformAuthError(
        platform,
        `${name} refused the client id and secret (${answer.error ?? `HTTP ${response.status}`}): reconnect it`,
      );
    }
    return { ...credentials, accessToken: answer.access_token };
  };
}
