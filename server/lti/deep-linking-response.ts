import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { embedPath, type EmbedRoute } from '@shared/embed-route';
import type { LtiDeepLinkSessionRow, LtiPlatformRow } from '../db/queries/lti';
import { CLAIM, DEEP_LINKING_RESPONSE, EMBED_PATH_PARAMETER, LTI_VERSION } from './claims';
import { LTI_SIGNING_ALG, type LtiSigningKey } from './tool-key';

/** How long the platform has to receive the response. */
const RESPONSE_LIFETIME = '5m';

/**
 * The signed `LtiDeepLinkingResponse` (Deep Linking 2.0 §4.2): from our client id to the platform, echoing
 * the request's deployment and `data`, with one `ltiResourceLink` whose launch opens the chosen embed page.
 */
export async function signedDeepLinkingResponse(input: {
  key: LtiSigningKey;
  platform: LtiPlatformRow;
  session: LtiDeepLinkSessionRow;
  launchUrl: string;
  title: string;
  route: Exclude<EmbedRoute, { kind: 'unknown' }>;
}): Promise<string> {
  const { key, platform, session } = input;
  const contentItem = {
    type: 'ltiResourceLink',
    title: input.title,
    url: input.launchUrl,
    custom: { [EMBED_PATH_PARAMETER]: embedPath(input.route) },
    iframe: { width: 960, height: 640 },
  };
  return new SignJWT({
    nonce: randomBytes(16).toString('base64url'),
    [CLAIM.messageType]: DEEP_LINKING_RESPONSE,
    [CLAIM.version]: LTI_VERSION,
    [CLAIM.deploymentId]: session.deploymentId,
    [CLAIM.contentItems]: [contentItem],
    ...(session.data === null ? {} : { [CLAIM.data]: session.data }),
  })
    .setProtectedHeader({ alg: LTI_SIGNING_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime(RESPONSE_LIFETIME)
    .sign(key.privateKey);
}
