import type { PlatformType } from '@shared/constants';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import type { OutboundFetch } from '../outbound/outbound-fetch';
import { type Credentials, platformErrorOf } from './http';
import { PlatformAuthError, PlatformUnavailableError } from './types';

export interface OAuthClient {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

interface TokenAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  error?: unknown;
}

/** A token endpoint's answer is a few hundred bytes; anything near this is not one. */
export const TOKEN_ANSWER_MAX_BYTES = 1024 * 1024;
export const TOKEN_TIMEOUT_MS = 30_000;

/** The error codes RFC 6749 §5.2 defines: the only part of a token endpoint's refusal we repeat. */
const OAUTH_ERRORS = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
]);

/** Why a token endpoint refused, in words we chose: its RFC 6749 error code, or the HTTP status. */
export function tokenRefusal(answer: { error?: unknown }, status: number): string {
  return typeof answer.error === 'string' && OAUTH_ERRORS.has(answer.error) ? answer.error : `HTTP ${status}`;
}

/** The token endpoint's JSON object, or {} when it sent none (the status then says what happened). */
export async function tokenAnswer(response: Response): Promise<TokenAnswer> {
  let answer: unknown;
  try {
    answer = await response.json();
  } catch (error) {
    if (error instanceof SyntaxError) return {};
    throw error;
  }
  return typeof answer === 'object' && answer !== null ? (answer as TokenAnswer) : {};
}

/** A token endpoint's refusal in the server log only: its words may be anything, so answers carry ours. */
export function logTokenRefusal(what: string, status: number, answer: TokenAnswer & { error_description?: unknown }) {
  const words = JSON.stringify({ error: answer.error, error_description: answer.error_description }).slice(0, 300);
  console.warn(`[platforms] ${what} answered HTTP ${status}: ${words}`);
}

/**
 * Exchanges the stored refresh token for a new access token (RFC 6749 §6) through the guarded outbound client.
 * A refused refresh token (`invalid_grant`, revoked or expired) is a PlatformAuthError: only reconnecting helps.
 */
export function oauthRefresher(platform: PlatformType, client: OAuthClient, fetch: OutboundFetch) {
  const name = PLATFORM_NAMES[platform];
  return async (credentials: Credentials): Promise<Credentials> => {
    if (!credentials.refreshToken) {
      throw new PlatformAuthError(platform, `${name}'s access token expired and there is no refresh token: reconnect`);
    }
    let response: Response;
    let answer: TokenAnswer;
    try {
      response = await fetch(client.tokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: credentials.refreshToken,
          client_id: client.clientId,
          client_secret: client.clientSecret,
        }).toString(),
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
        `${name} refused to renew the connection (${tokenRefusal(answer, response.status)}): reconnect it`,
      );
    }
    // Providers may rotate the refresh token; when they do not send one, the old one stays valid.
    return {
      ...credentials,
      accessToken: answer.access_token,
      ...(typeof answer.refresh_token === 'string' && answer.refresh_token
        ? { refreshToken: answer.refresh_token }
        : {}),
    };
  };
}

/** A sign-in service that could not be asked: an address we refuse is the connection's to change, else an outage. */
export function signInFailure(platform: PlatformType, error: unknown) {
  const failure = platformErrorOf(platform, error, { timeoutMs: TOKEN_TIMEOUT_MS, ownHost: true });
  return failure instanceof PlatformAuthError
    ? failure
    : new PlatformUnavailableError(platform, `${PLATFORM_NAMES[platform]}'s sign-in service could not be reached`);
}
