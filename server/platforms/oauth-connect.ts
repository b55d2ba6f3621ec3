import { createHash, randomBytes } from 'node:crypto';
import type { PlatformOAuthError } from '@shared/schemas/platform-oauth';
import { OutboundError, type OutboundFetch } from '../outbound/outbound-fetch';
import type { Credentials } from './http';
import { logTokenRefusal, TOKEN_ANSWER_MAX_BYTES, TOKEN_TIMEOUT_MS, tokenAnswer, tokenRefusal } from './oauth';
import type { OAuthClientSettings } from './oauth-providers';

// The protocol half of "Connect with <platform>": the authorization code grant (RFC 6749 §4.1) with PKCE
// (RFC 7636, S256). What is stored where, and who may, is in oauth-connect-flow.ts.

/** A code_verifier (43 base64url characters from 32 random bytes) and its S256 code_challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256(verifier) };
}

/** BASE64URL(SHA256(ASCII(code_verifier))), RFC 7636 §4.2. */
export const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

/** The platform's consent page for this flow. */
export function authorizationUrl(
  client: OAuthClientSettings,
  flow: { redirectUri: string; state: string; codeChallenge: string },
): string {
  const url = new URL(client.authorizeUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: flow.redirectUri,
    state: flow.state,
    code_challenge: flow.codeChallenge,
    code_challenge_method: 'S256',
    ...(client.scopes.length > 0 ? { scope: client.scopes.join(' ') } : {}),
    ...client.authorizeParams,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** A connect flow that ended without a connection, with the reason the person is shown. */
export class OAuthConnectError extends Error {
  constructor(
    readonly code: PlatformOAuthError,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Exchanges the authorization code and its verifier for tokens (RFC 6749 §4.1.3) through the guarded outbound
 * client: the credentials to store, `{ accessToken, refreshToken? }`. No expiry is kept: the shared client refreshes
 * on a 401, and a stored expiry would be stale after the first refresh. Throws OAuthConnectError when the platform
 * refuses or is down; its reason is ours (an RFC 6749 error code at most), for the log.
 */
export async function exchangedCode(
  client: OAuthClientSettings,
  grant: { code: string; codeVerifier: string; redirectUri: string },
  fetch: OutboundFetch,
): Promise<Credentials> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    code_verifier: grant.codeVerifier,
    client_id: client.clientId,
    ...(client.clientAuth === 'post' ? { client_secret: client.clientSecret } : {}),
  });
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
  };
  if (client.clientAuth === 'basic') {
    // RFC 6749 §2.3.1: each part form-encoded before joining.
    const pair = `${encodeURIComponent(client.clientId)}:${encodeURIComponent(client.clientSecret)}`;
    headers.Authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
  }
  let response: Response;
  let answer: Awaited<ReturnType<typeof tokenAnswer>>;
  try {
    response = await fetch(client.tokenUrl, {
      method: 'POST',
      headers,
      body: body.toString(),
      timeoutMs: TOKEN_TIMEOUT_MS,
      maxBytes: TOKEN_ANSWER_MAX_BYTES,
    });
    answer = await tokenAnswer(response);
  } catch (error) {
    const why = error instanceof OutboundError ? error.message : 'no answer';
    throw new OAuthConnectError('platform_unavailable', `The token endpoint could not be reached (${why})`);
  }
  if (!response.ok) logTokenRefusal('A token endpoint', response.status, answer);
  if (response.status >= 500) {
    throw new OAuthConnectError('platform_unavailable', `The token endpoint answered HTTP ${response.status}`);
  }
  if (!response.ok || typeof answer.access_token !== 'string' || !answer.access_token) {
    const reason = tokenRefusal(answer, response.status);
    throw new OAuthConnectError('exchange_failed', `The token endpoint refused the code (${reason})`);
  }
  return {
    accessToken: answer.access_token,
    ...(typeof answer.refresh_token === 'string' && answer.refresh_token ? { refreshToken: answer.refresh_token } : {}),
  };
}
