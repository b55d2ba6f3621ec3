import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';
import { type LtiPlatformRow, ltiPlatformsForLogin, savedLtiLoginState } from '../db/queries/lti';
import { LtiRefusal } from './verify-launch';

/** How long a platform has to answer our authentication request with the launch. */
const LOGIN_TTL_MS = 10 * 60_000;

export interface LoginInitiation {
  iss?: string;
  login_hint?: string;
  target_link_uri?: string;
  lti_message_hint?: string;
  client_id?: string;
  lti_deployment_id?: string;
}

/**
 * OIDC third-party login initiation (LTI 1.3 / IMS Security Framework §5.1.1): finds the registration, keeps
 * `state` and `nonce` in the database (not in cookies, which browsers block inside an LMS iframe) and answers
 * the platform's authorisation URL to redirect to, asking for a form_post of the id_token. An unknown issuer,
 * client or deployment is a refusal (an error page), never a redirect.
 */
export async function loginRedirectUrl(db: Db, params: LoginInitiation, launchUrl: string): Promise<string> {
  const { iss, login_hint: loginHint, target_link_uri: targetLinkUri } = params;
  if (!iss || !loginHint || !targetLinkUri) {
    throw new LtiRefusal(400, 'This page expects an LTI login from a platform (iss, login_hint and target_link_uri).');
  }
  const registered = await ltiPlatformsForLogin(db, { issuer: iss, clientId: params.client_id });
  if (registered.length === 0) {
    const client = params.client_id ? ` and client id ${params.client_id}` : '';
    throw new LtiRefusal(
      403,
      `No platform with issuer ${iss}${client} is registered in Media Access; a workspace admin registers it in the integration settings.`,
    );
  }
  const deploymentId = params.lti_deployment_id;
  const candidates = deploymentId ? registered.filter((p) => p.deploymentIds.includes(deploymentId)) : registered;
  if (candidates.length === 0) {
    throw new LtiRefusal(
      403,
      `The deployment "${deploymentId}" of ${iss} is not registered in Media Access; a workspace admin adds it in the integration settings.`,
    );
  }
  if (new Set(candidates.map((p) => p.clientId)).size > 1) {
    throw new LtiRefusal(400, `Several registrations share issuer ${iss}: the platform must send its client_id.`);
  }
  const platform = platformToSignInWith(candidates, iss);
  const state = randomBytes(24).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  await savedLtiLoginState(db, { state, platformId: platform.id, nonce, ttlMs: LOGIN_TTL_MS });
  const url = new URL(platform.authUrl);
  const query: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: launchUrl,
    login_hint: loginHint,
    state,
    nonce,
    ...(params.lti_message_hint ? { lti_message_hint: params.lti_message_hint } : {}),
  };
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Which registration's endpoints the login goes to when several workspaces registered the same client: they
 * agree for a well-known issuer (its endpoints are pinned). Where they disagree, only those whose sign-in and keys
 * live on the issuer's own host are believed (someone else's registration cannot send the institution's people to
 * pages of theirs); if that still leaves a choice, nobody can tell which is real, so the login is refused.
 */
function platformToSignInWith(candidates: LtiPlatformRow[], issuer: string): LtiPlatformRow {
  const endpoints = (p: LtiPlatformRow) => `${p.authUrl} ${p.jwksUrl}`;
  if (new Set(candidates.map(endpoints)).size === 1) return candidates[0]!;
  const issuerHost = URL.parse(issuer)?.host;
  const onIssuerHost = candidates.filter(
    (p) => URL.parse(p.authUrl)?.host === issuerHost && URL.parse(p.jwksUrl)?.host === issuerHost,
  );
  if (onIssuerHost.length > 0 && new Set(onIssuerHost.map(endpoints)).size === 1) return onIssuerHost[0]!;
  throw new LtiRefusal(
    403,
    `Issuer ${issuer} is registered with different sign-in addresses in several Media Access workspaces, so this login cannot be trusted; the workspace admins must correct their registrations.`,
  );
}
