import { createHash, randomBytes } from 'node:crypto';
import type { PlatformType } from '@shared/constants';
import { SETTINGS_MANAGERS } from '@shared/permissions/workspace';
import { PLATFORM_CREDENTIALS } from '@shared/schemas/integrations';
import type { PlatformOAuthError } from '@shared/schemas/platform-oauth';
import { PLATFORM_NAMES } from '@shared/schemas/platforms';
import type { AppDeps } from '../app-deps';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { connectedIntegration } from '../db/queries/integrations';
import { claimedPlatformOAuthState, savedPlatformOAuthState } from '../db/queries/platform-oauth';
import { ApiHttpError } from '../http/errors';
import { credentialsContext } from '../integrations/credentials-cipher';
import { createOutboundFetch } from '../outbound/outbound-fetch';
import { authorizationUrl, exchangedCode, OAuthConnectError, pkcePair } from './oauth-connect';
import { oauthClientOf } from './oauth-providers';

type Env = Record<string, string | undefined>;
type Deps = Pick<AppDeps, 'db' | 'integrationsCipher' | 'publicUrl'>;

/** How long a person has between "Connect with …" and coming back from the platform. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** Where every platform sends the browser back; register exactly this URL with each platform's OAuth client. */
export const oauthRedirectUri = (publicUrl: string) => `${publicUrl}/api/integrations/oauth/callback`;

/** What the binding cookie's value is stored as: the row never holds the cookie itself. */
export const bindingHash = (cookie: string) => createHash('sha256').update(cookie).digest('base64url');

/** A fresh value for the browser binding cookie. */
export const newBrowserBinding = () => randomBytes(32).toString('base64url');

/**
 * Starts a connect flow for an admin (the caller checked the role): the state and PKCE verifier are stored, and
 * the answer is the platform's consent URL. Refused with 400 for an API-key platform and 503 while the server
 * lacks INTEGRATIONS_KEY or the platform's OAuth client (naming the missing settings).
 */
export async function startedOAuthConnect(
  deps: Deps,
  flow: { workspaceId: string; platform: PlatformType; userId: string; browserBinding: string },
  env: Env = process.env,
): Promise<{ url: string }> {
  const name = PLATFORM_NAMES[flow.platform];
  const client = oauthClientOf(flow.platform, env);
  if (PLATFORM_CREDENTIALS[flow.platform].kind !== 'oauth' || !client) {
    throw new ApiHttpError(400, 'validation_error', `${name} connects with its API credentials, not by signing in`);
  }
  if (!deps.integrationsCipher) {
    throw new ApiHttpError(
      503,
      'unavailable',
      `${name} cannot be connected yet: the server needs INTEGRATIONS_KEY to store credentials safely`,
    );
  }
  if (client.missing.length > 0) {
    throw new ApiHttpError(
      503,
      'unavailable',
      `The server has no OAuth client for ${name}: whoever runs it must set ${client.missing.join(' and ')}`,
      { missing: client.missing },
    );
  }
  const state = randomBytes(32).toString('base64url');
  const pkce = pkcePair();
  const redirectUri = oauthRedirectUri(deps.publicUrl);
  await savedPlatformOAuthState(deps.db, {
    state,
    workspaceId: flow.workspaceId,
    platformType: flow.platform,
    startedBy: flow.userId,
    codeVerifier: pkce.verifier,
    browserBinding: bindingHash(flow.browserBinding),
    redirectUri,
    ttlMs: OAUTH_STATE_TTL_MS,
  });
  return { url: authorizationUrl(client, { redirectUri, state, codeChallenge: pkce.challenge }) };
}

export type OAuthConnectOutcome =
  | { kind: 'unknown_state' }
  | { kind: 'connected'; workspaceId: string; platform: PlatformType }
  | { kind: 'refused'; workspaceId: string; platform: PlatformType; error: PlatformOAuthError; reason: string };

/**
 * Finishes a flow from the platform's redirect: the state must be ours, unused, unexpired and started in this
 * browser, the starter still an admin; then the code is exchanged and the tokens are stored encrypted exactly as
 * the integrations form stores credentials. Every refusal is an outcome, never a throw.
 */
export async function finishedOAuthConnect(
  deps: Deps & Pick<AppDeps, 'media'>,
  callback: { state?: string; code?: string; error?: string; browserBinding?: string },
  env: Env = process.env,
): Promise<OAuthConnectOutcome> {
  if (!callback.state) return { kind: 'unknown_state' };
  const claim = await claimedPlatformOAuthState(deps.db, callback.state);
  if (claim.status === 'unknown') return { kind: 'unknown_state' };
  const { workspaceId } = claim.row;
  const platform = claim.row.platformType as PlatformType;
  const refused = (error: PlatformOAuthError, reason: string): OAuthConnectOutcome => ({
    kind: 'refused',
    workspaceId,
    platform,
    error,
    reason,
  });
  if (claim.status === 'used') return refused('state_used', 'state already used');
  if (!callback.browserBinding || bindingHash(callback.browserBinding) !== claim.row.browserBinding) {
    return refused('wrong_browser', 'binding cookie missing or different');
  }
  if (claim.status === 'expired') return refused('state_expired', 'state expired');
  if (callback.error) {
    return callback.error === 'access_denied'
      ? refused('access_denied', 'the person declined')
      : refused('platform_error', `the platform answered ${callback.error}`);
  }
  if (!callback.code) return refused('platform_error', 'no code and no error');
  try {
    const starter = { id: claim.row.startedBy, isOperator: claim.starterIsOperator, email: '', name: '' };
    await requireWorkspaceRole(deps.db, { ...starter, emailVerified: true }, workspaceId, SETTINGS_MANAGERS);
  } catch (error) {
    if (error instanceof ApiHttpError) return refused('not_allowed', error.message);
    throw error;
  }
  const client = oauthClientOf(platform, env);
  const cipher = deps.integrationsCipher;
  if (!client || client.missing.length > 0 || !cipher) {
    return refused('not_configured', 'no OAuth client or no INTEGRATIONS_KEY');
  }
  let credentials: Record<string, string>;
  try {
    credentials = await exchangedCode(
      client,
      { code: callback.code, codeVerifier: claim.row.codeVerifier, redirectUri: claim.row.redirectUri },
      createOutboundFetch({ allowPrivate: deps.media.allowPrivateLinks }),
    );
  } catch (error) {
    if (error instanceof OAuthConnectError) return refused(error.code, error.message);
    throw error;
  }
  await connectedIntegration(deps.db, {
    workspaceId,
    platformType: platform,
    encryptedCredentials: cipher.encrypt(JSON.stringify(credentials), credentialsContext(workspaceId, platform)),
    connectedBy: claim.row.startedBy,
  });
  return { kind: 'connected', workspaceId, platform };
}
