import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import type { Credentials } from './http';
import { PlatformAuthError, PlatformUnavailableError } from './types';

export interface OAuthClient {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  error?: string;
}

/**
 * Exchanges the stored refresh token for a new access token (RFC 6749 §6). A refused refresh token
 * (`invalid_grant`, revoked or expired) is a PlatformAuthError: only reconnecting helps.
 */
export function oauthRefresher(platform: PlatformType, client: OAuthClient, doFetch: typeof fetch = fetch) {
  const name = PLATFORM_NAMES[platform];
  return async (credentials: Credentials): Promise<Credentials> => {
    if (!credentials.refreshToken) {
      throw new PlatformAuthError(platform, `${name}'s access token expired and there is no refresh token: reconnect`);
    }
    let response: Response;
    try {
      response = await doFetch(client.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: credentials.refreshToken,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        }).toString(),
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
    const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
    if (!response.ok || !answer.access_token) {
      throw new PlatformAuthError(
        platform,
        `${name} refused to renew the connection (${answer.error ?? `HTTP ${response.status}`}): reconnect it`,
      );
    }
    // Providers may rotate the refresh token; when they do not send one, the old one stays valid.
    return {
      ...credentials,
      accessToken: answer.access_token,
      ...(answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
    };
  };
}
